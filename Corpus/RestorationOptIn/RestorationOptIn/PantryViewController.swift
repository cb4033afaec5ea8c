import UIKit

class PantryViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
