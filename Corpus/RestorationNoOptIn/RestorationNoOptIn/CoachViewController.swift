import UIKit

class CoachViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
