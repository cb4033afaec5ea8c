import UIKit

class InsightsViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
