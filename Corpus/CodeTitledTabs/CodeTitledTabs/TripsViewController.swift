import UIKit

class TripsViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
