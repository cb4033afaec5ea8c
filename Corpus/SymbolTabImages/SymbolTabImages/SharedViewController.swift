import UIKit

class SharedViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
