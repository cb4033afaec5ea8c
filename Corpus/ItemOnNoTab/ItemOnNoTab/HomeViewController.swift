import UIKit

class HomeViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        let settingsButton = UIButton(type: .system, primaryAction: UIAction(title: "Settings") { [weak self] _ in
            self?.showSettings()
        })
        settingsButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(settingsButton)
        NSLayoutConstraint.activate([
            settingsButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            settingsButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }

    private func showSettings() {
        guard let settings = storyboard?.instantiateViewController(withIdentifier: "Settings") else { return }
        present(settings, animated: true)
    }
}
