import UIKit

final class HistoryViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Meant for the navigation bar, but a controller's title is also its tab bar item's title.
        title = "Recently Played"
    }
}
