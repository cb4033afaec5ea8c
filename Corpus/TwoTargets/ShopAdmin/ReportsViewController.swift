import UIKit

class ReportsViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
