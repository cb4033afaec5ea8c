import UIKit

class ShoppingListViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}
