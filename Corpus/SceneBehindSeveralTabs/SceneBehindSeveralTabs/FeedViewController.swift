import UIKit

class FeedViewController: UIViewController {

    enum Feed: Int {
        case latest, popular, saved
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = Feed(rawValue: tabBarItem.tag) ?? .latest
        load(feed)
    }

    private func load(_ feed: Feed) {
    }
}
