import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let home = UINavigationController(rootViewController: HomeViewController())
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let search = SearchViewController()
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(named: "cbt.search"), tag: 1)
        let inbox = UIViewController()
        let profile = ProfileViewController()

        let tabs = UITabBarController()
        tabs.viewControllers = [home, search, inbox, profile]

        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}
