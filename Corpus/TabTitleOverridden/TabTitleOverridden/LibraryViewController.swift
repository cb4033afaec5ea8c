import UIKit

/// The root of the Library tab. It titles its navigation bar through `navigationItem.title`, which leaves the tab's
/// item 'Library' alone.
class LibraryViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Your Library"
    }
}
