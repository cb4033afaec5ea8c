import UIKit

class PlansViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
