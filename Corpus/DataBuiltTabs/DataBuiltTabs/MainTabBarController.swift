import UIKit

final class MainTabBarController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = Section.allCases.map { section in
            let controller = SectionViewController(section: section)
            controller.tabBarItem = UITabBarItem(title: section.title, image: UIImage(systemName: section.symbol), tag: section.rawValue)
            return UINavigationController(rootViewController: controller)
        }
    }
}
