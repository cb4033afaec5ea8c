import UIKit

class PlaylistsViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
