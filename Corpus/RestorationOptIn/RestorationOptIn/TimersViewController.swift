import UIKit

class TimersViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
