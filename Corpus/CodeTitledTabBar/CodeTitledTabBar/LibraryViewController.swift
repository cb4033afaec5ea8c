import UIKit

final class LibraryViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Your Library"
    }
}
