import Foundation

enum Section: Int, CaseIterable {
    case news, sports, weather, video, podcasts, settings

    var title: String {
        switch self {
        case .news: return "News"
        case .sports: return "Sports"
        case .weather: return "Weather"
        case .video: return "Video"
        case .podcasts: return "Podcasts"
        case .settings: return "Settings"
        }
    }

    var symbol: String {
        switch self {
        case .news: return "newspaper"
        case .sports: return "sportscourt"
        case .weather: return "cloud.sun"
        case .video: return "play.rectangle"
        case .podcasts: return "mic"
        case .settings: return "gear"
        }
    }
}
