import UIKit

class StationsViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
