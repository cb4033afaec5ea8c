import UIKit

/// The root of the History tab. It titles its navigation bar through `title`, which UIKit also gives to the tab's
/// item: the tab the storyboard calls 'History' reads 'Recently Played' once this screen loads.
class HistoryViewController: UITableViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recently Played"
    }
}
