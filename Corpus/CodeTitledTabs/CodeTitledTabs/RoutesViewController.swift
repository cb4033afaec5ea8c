import UIKit

class RoutesViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
