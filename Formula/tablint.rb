# TabLint's Homebrew formula. This repository is its own tap:
#   brew tap <owner>/tablint https://github.com/<owner>/TabLint
#   brew install --HEAD tablint
# It builds `tablint` from source with Xcode's Swift (libxml2 comes from the macOS SDK). There is no release yet, so
# the formula has only a HEAD spec, and HEAD is the tap's own clone: the formula names no owner, and builds the
# repository (or fork) it was tapped from. `brew update` refreshes the tap; `brew upgrade --fetch-HEAD tablint`
# then rebuilds.
class Tablint < Formula
  desc "Lint iOS storyboards and xibs for tab bar bugs"
  repository = File.expand_path("..", __dir__)
  homepage "file://#{repository}/README.md"
  head "file://#{repository}", using: :git

  depends_on xcode: ["16.3", :build]
  depends_on macos: :sequoia

  def install
    # The README's install command; Homebrew's build sandbox cannot hold SwiftPM's own.
    system "swift", "build", "-c", "release", "--product", "tablint", "--disable-sandbox"
    bin.install ".build/release/tablint"
  end

  test do
    (testpath/"Main.storyboard").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="tabs">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <tabBarController id="tabs" sceneMemberID="viewController">
                          <connections>
                              <segue destination="feed" kind="relationship" relationship="viewControllers" id="e1"/>
                              <segue destination="blank" kind="relationship" relationship="viewControllers" id="e2"/>
                          </connections>
                      </tabBarController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="feed" sceneMemberID="viewController">
                          <tabBarItem key="tabBarItem" title="Feed" image="feed" id="i1"/>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="s3">
                  <objects>
                      <viewController id="blank" sceneMemberID="viewController">
                          <tabBarItem key="tabBarItem" title="" id="i2"/>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
    XML
    output = shell_output("#{bin}/tablint lint #{testpath} --format xcode --quiet", 1)
    assert_match "Main.storyboard:24:22: error: Tab 2's tab bar item has no title, image or system item: " \
                 "the tab is blank (missing_tab_bar_item)", output
  end
end
