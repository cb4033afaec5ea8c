import UIKit

class ProfileViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.tabBarItem.image = UIImage(systemName: "person")
    }
}
