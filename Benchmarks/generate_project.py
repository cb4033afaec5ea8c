#!/usr/bin/env python3
"""Writes a deterministic, realistic iOS project of N Interface Builder files, for scaling benchmarks.

Usage:  python3 Benchmarks/generate_project.py --files 1000 --out /tmp/tablint-scale-1k [--seed 1]
        python3 Benchmarks/generate_project.py --files 200 --storyboards-only 105000 --out /tmp/tablint-ib-only

The project looks like a large app split into feature modules, each a folder with:
- storyboards (about 70% of the IB files) and xibs (30%), of the sizes real apps have: most a few scenes
  (5-25 KB), a quarter larger (25-90 KB), a few big ones (120-400 KB); one storyboard per module holds a tab bar
  controller whose tabs are navigation controllers, some through storyboard references to the module's other
  storyboards; scenes carry views, labels, buttons, constraints, tab bar items with images and titles;
  object ids of 10 characters, as Xcode writes them (`BYZ-38-t0r`), which `.strings` files key their entries by;
- `Base.lproj` for the storyboards, with `en.lproj`/`de.lproj` `.strings` for some of them;
- an asset catalog with image sets (some named by the tab bar items, some not);
- Swift sources (view controllers, a few with tab-related code, one persisting the tab order by title).

One `App.xcodeproj/project.pbxproj` lists every file in an app target (resources and sources), with a
Release configuration and an Info.plist. The same seed and N always give the same bytes, and ten times the files
gives ten times the same mix of file sizes (`SIZE_MIXES`).

With `--storyboards-only SIZE` it writes N storyboards of about SIZE bytes each and nothing else (no code, no Xcode
project, no catalog, no `.strings`): what a lint of IB files alone reads (`storyboards_only`).
"""
import argparse
import json
import os
import random
import re
import shutil

MODULE_SIZE = 50  # IB files per feature module
# Modules draw their sizes from one of this many random sequences, by their index: the 1,000-file project's 20
# modules use each once, a 10,000-file project each ten times. So ten times the files is ten times the same mix of
# file sizes, and a scaling ratio measures the number of files, not a luckier or unluckier draw (independent draws
# gave the 10,000-file project 11.6 times the bytes of the 1,000-file one).
SIZE_MIXES = 20


class Ids:
    """24-hex-digit object ids, as Xcode writes them, in a fixed sequence."""

    def __init__(self):
        self.count = 0

    def next(self):
        self.count += 1
        return f"{0xA0000000 + self.count:08X}{self.count:016X}"


ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
# The attributes whose values are object ids (an element's own, or the one it points to); `<device id=…>` is not one.
ID_ATTRIBUTE = re.compile(r'(?<!<device)( (?:id|sceneID|destination|firstItem|secondItem|initialViewController)=")([^"]+)"')


def xcode_ids(text, seed):
    """`text` with every object id replaced by a 10-character one as Xcode writes them (`BYZ-38-t0r`), and the map.

    The documents are written with readable ids (`Feature001Flow9-42e-000-scene`), which tie the references
    together; real files have Xcode's short ids, which fit a small string in the tools that read them, so the
    benchmark should too. The same seed and text always give the same ids, distinct within the document.
    """
    rng = random.Random(seed)
    mapping = {}
    used = set()

    def short(match):
        value = match.group(2)
        if value not in mapping:
            candidate = None
            while candidate is None or candidate in used:
                chars = "".join(rng.choice(ID_ALPHABET) for _ in range(8))
                candidate = f"{chars[:3]}-{chars[3:5]}-{chars[5:]}"
            used.add(candidate)
            mapping[value] = candidate
        return f'{match.group(1)}{mapping[value]}"'

    return ID_ATTRIBUTE.sub(short, text), mapping


def scene_ids(rng, prefix, count):
    return [f"{prefix}-{rng.randrange(16**3):03x}-{index:03d}" for index in range(count)]


def view_tree(rng, owner, depth, width):
    """A view with labels, buttons and constraints, nested `depth` deep."""
    parts = []
    for index in range(width):
        element = rng.choice(["label", "button", "imageView"])
        element_id = f"{owner}-{element[:2]}{depth}{index}"
        if element == "label":
            parts.append(
                f'<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label {index}" '
                f'textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" '
                f'id="{element_id}"><rect key="frame" x="16" y="{20 + 30 * index}" width="343" height="21"/>'
                f'<fontDescription key="fontDescription" type="system" pointSize="17"/><nil key="textColor"/></label>')
        elif element == "button":
            parts.append(
                f'<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" '
                f'buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="{element_id}">'
                f'<rect key="frame" x="16" y="{20 + 30 * index}" width="120" height="30"/>'
                f'<state key="normal" title="Action {index}"/></button>')
        else:
            parts.append(
                f'<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="photo" catalog="system" '
                f'translatesAutoresizingMaskIntoConstraints="NO" id="{element_id}">'
                f'<rect key="frame" x="16" y="{20 + 30 * index}" width="44" height="44"/></imageView>')
    if depth > 0:
        parts.append(
            f'<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{owner}-v{depth}">'
            f'<rect key="frame" x="0" y="0" width="375" height="300"/><subviews>{view_tree(rng, owner, depth - 1, width)}'
            f'</subviews></view>')
    constraints = "".join(
        f'<constraint firstItem="{owner}-la{depth}{index}" firstAttribute="leading" secondItem="{owner}-root" '
        f'secondAttribute="leading" constant="16" id="{owner}-c{depth}{index}"/>'
        for index in range(width) if rng.random() < 0.5)
    return "".join(parts) + (f"<constraints>{constraints}</constraints>" if constraints else "")


def view_controller(rng, scene_id, title, image, depth, width, custom_class):
    item = ""
    if title is not None:
        image_attribute = f' image="{image}"' if image else ""
        item = f'<tabBarItem key="tabBarItem" title="{title}"{image_attribute} id="{scene_id}-item"/>'
    return (
        f'<scene sceneID="{scene_id}-scene"><objects>'
        f'<viewController storyboardIdentifier="{scene_id}" customClass="{custom_class}" customModule="App" '
        f'customModuleProvider="target" restorationIdentifier="{scene_id}" id="{scene_id}" sceneMemberID="viewController">'
        f'<view key="view" contentMode="scaleToFill" id="{scene_id}-root"><rect key="frame" x="0" y="0" width="375" height="667"/>'
        f'<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>'
        f'<subviews>{view_tree(rng, scene_id, depth, width)}</subviews>'
        f'<color key="backgroundColor" systemColor="systemBackgroundColor"/></view>{item}'
        f'<navigationItem key="navigationItem" title="{title or "Detail"}" id="{scene_id}-nav"/>'
        f'</viewController><placeholder placeholderIdentifier="IBFirstResponder" id="{scene_id}-fr" sceneMemberID="firstResponder"/>'
        f'</objects><point key="canvasLocation" x="0" y="0"/></scene>')


def storyboard(rng, name, module, scenes, depth, width, tabs, references, images):
    body = []
    initial = None
    ids = scene_ids(rng, f"{module}{name}", scenes)
    if tabs:
        tab_ids = [f"{module}{name}-tab{index}" for index in range(tabs)]
        nav_ids = [f"{module}{name}-nav{index}" for index in range(tabs)]
        initial = f"{module}{name}-tabs"
        relationships = "".join(
            f'<segue destination="{nav}" kind="relationship" relationship="viewControllers" id="{nav}-rel"/>' for nav in nav_ids)
        body.append(
            f'<scene sceneID="{initial}-scene"><objects><tabBarController id="{initial}" restorationIdentifier="tabs" '
            f'sceneMemberID="viewController"><tabBar key="tabBar" contentMode="scaleToFill" id="{initial}-bar">'
            f'<autoresizingMask key="autoresizingMask"/></tabBar><connections>{relationships}</connections>'
            f'</tabBarController></objects></scene>')
        for index, nav in enumerate(nav_ids):
            destination = tab_ids[index]
            title = f"Tab {index + 1}"
            image = images[index % len(images)] if index % 4 != 3 else None
            body.append(
                f'<scene sceneID="{nav}-scene"><objects><navigationController restorationIdentifier="{nav}" id="{nav}" '
                f'sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="{title}"'
                + (f' image="{image}"' if image else "")
                + f' id="{nav}-item"/><navigationBar key="navigationBar" contentMode="scaleToFill" id="{nav}-navbar">'
                f'<autoresizingMask key="autoresizingMask"/></navigationBar><connections>'
                f'<segue destination="{destination}" kind="relationship" relationship="rootViewController" id="{nav}-root"/>'
                f'</connections></navigationController></objects></scene>')
            if index < len(references):
                body.append(
                    f'<scene sceneID="{destination}-scene"><objects><viewControllerPlaceholder storyboardName="{references[index]}" '
                    f'id="{destination}" sceneMemberID="viewController"/></objects></scene>')
            else:
                body.append(view_controller(rng, destination, None, None, depth, width, f"Tab{index}ViewController"))
    for index, scene_id in enumerate(ids):
        body.append(view_controller(rng, scene_id, None, None, depth, width, f"{module}Screen{index}ViewController"))
    initial = initial or (ids[0] if ids else None)
    initial_attribute = f' initialViewController="{initial}"' if initial else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" '
        f'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        f'useSafeAreas="YES" colorMatched="YES"{initial_attribute}>\n'
        '<device id="retina6_12" orientation="portrait" appearance="light"/>\n'
        '<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>'
        '<capability name="Safe area layout guides" minToolsVersion="9.0"/></dependencies>\n'
        f'<scenes>\n{chr(10).join(body)}\n</scenes>\n'
        '<resources><systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" '
        'customColorSpace="genericGamma22GrayColorSpace"/></systemColor></resources>\n</document>\n')


def xib(rng, name, depth, width):
    owner = f"x-{name}"
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        'colorMatched="YES">\n<device id="retina6_12" orientation="portrait" appearance="light"/>\n'
        '<dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/></dependencies>\n'
        f'<objects><placeholder placeholderIdentifier="IBFilesOwner" id="{owner}-fo" customClass="{name}"/>'
        f'<placeholder placeholderIdentifier="IBFirstResponder" id="{owner}-fr"/>'
        f'<view contentMode="scaleToFill" id="{owner}-root"><rect key="frame" x="0" y="0" width="375" height="200"/>'
        f'<subviews>{view_tree(rng, owner, depth, width)}</subviews></view></objects>\n</document>\n')


def shape(rng):
    """Scenes, view depth and width for one storyboard: mostly small, some medium, a few large."""
    roll = rng.random()
    if roll < 0.70:
        return rng.randint(1, 3), 1, rng.randint(3, 6)
    if roll < 0.95:
        return rng.randint(4, 10), 2, rng.randint(4, 7)
    return rng.randint(15, 40), 2, rng.randint(6, 9)


def swift_source(name, module, index, persists):
    if persists:
        return (
            "import UIKit\n\n"
            f"final class {module}TabsController: UITabBarController, UITabBarControllerDelegate {{\n"
            "    override func viewDidLoad() {\n        super.viewDidLoad()\n        delegate = self\n    }\n\n"
            "    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: "
            "[UIViewController], changed: Bool) {\n"
            "        UserDefaults.standard.set(viewControllers.map { $0.tabBarItem.title ?? \"\" }, forKey: \"tabOrder\")\n"
            "    }\n}\n")
    lines = [f"import UIKit\n\nfinal class {name}: UIViewController {{"]
    lines.append("    @IBOutlet private weak var titleLabel: UILabel!\n")
    lines.append("    override func viewDidLoad() {\n        super.viewDidLoad()")
    if index % 7 == 0:
        lines.append(f"        tabBarItem.title = \"{module} {index}\"")
    lines.append(f"        titleLabel.text = \"{name}\"\n    }}\n")
    for method in range(6 + index % 9):
        lines.append(f"    func update{method}(with value: Int) -> String {{\n        return \"\\(value * {method + 1})\"\n    }}\n")
    lines.append("}\n")
    return "\n".join(lines)


class Project:
    def __init__(self, root):
        self.root = root
        self.ids = Ids()
        self.files = []  # (id, path relative to root, kind)

    def write(self, relative, text):
        path = os.path.join(self.root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
        return len(text.encode("utf-8"))


def generate(count, out, seed):
    if os.path.exists(out):
        shutil.rmtree(out)
    project = Project(out)
    resources, sources, variant_groups = [], [], []
    images = [f"icon{index}" for index in range(40)]
    written = {"ib": 0, "bytes": 0}
    # The asset catalog: most tab images exist, a few do not (as in real apps).
    for name in images[:36] + [f"artwork{index}" for index in range(200)]:
        contents = {"images": [{"idiom": "universal", "filename": f"{name}.pdf"}], "info": {"author": "xcode", "version": 1}}
        project.write(f"App/Assets.xcassets/{name}.imageset/Contents.json", json.dumps(contents, indent=2) + "\n")
    project.write("App/Assets.xcassets/Contents.json", json.dumps({"info": {"author": "xcode", "version": 1}}) + "\n")
    resources.append(("folder.assetcatalog", "App/Assets.xcassets"))
    modules = (count + MODULE_SIZE - 1) // MODULE_SIZE
    made = 0
    for module_index in range(modules):
        module = f"Feature{module_index:03d}"
        rng = random.Random(f"{seed}-{module_index % SIZE_MIXES}")
        in_module = min(MODULE_SIZE, count - made)
        storyboards = max(1, round(in_module * 0.7))
        names = [f"{module}Flow{index}" for index in range(storyboards)]
        for index, name in enumerate(names):
            scenes, depth, width = shape(rng)
            tabs = rng.randint(3, 6) if index == 0 else 0
            references = names[1:3] if index == 0 else []
            text, ids = xcode_ids(storyboard(rng, name, module, scenes, depth, width, tabs, references, images), f"{seed}-{name}")
            written["bytes"] += project.write(f"App/{module}/Base.lproj/{name}.storyboard", text)
            localized = index % 3 == 0
            children = [("file.storyboard", f"App/{module}/Base.lproj/{name}.storyboard")]
            if localized:
                items = [ids[f"{module}{name}-nav{tab}-item"] for tab in range(tabs)]
                for language in ("en", "de"):
                    strings = "".join(
                        f'/* Class = "UITabBarItem"; title = "Tab {tab + 1}"; ObjectID = "{item}"; */\n'
                        f'"{item}.title" = "{"Reiter" if language == "de" else "Tab"} {tab + 1}";\n\n'
                        for tab, item in enumerate(items))
                    written["bytes"] += project.write(f"App/{module}/{language}.lproj/{name}.strings", strings or "\n")
                    children.append(("text.plist.strings", f"App/{module}/{language}.lproj/{name}.strings"))
            variant_groups.append((f"{name}.storyboard", children))
        for index in range(in_module - storyboards):
            name = f"{module}Cell{index}"
            _, depth, width = shape(rng)
            text, _ = xcode_ids(xib(rng, name, depth, width), f"{seed}-{name}")
            written["bytes"] += project.write(f"App/{module}/{name}.xib", text)
            resources.append(("file.xib", f"App/{module}/{name}.xib"))
        for index in range(storyboards + 2):
            name = f"{module}Screen{index}ViewController"
            persists = module_index == 0 and index == 0
            path = f"App/{module}/{module}TabsController.swift" if persists else f"App/{module}/{name}.swift"
            project.write(path, swift_source(name, module, index, persists))
            sources.append(("sourcecode.swift", path))
        made += in_module
    written["ib"] = made
    project.write("App/AppDelegate.swift", "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n")
    sources.append(("sourcecode.swift", "App/AppDelegate.swift"))
    project.write("App/Info.plist", INFO_PLIST)
    project.write("App.xcodeproj/project.pbxproj", pbxproj(project.ids, resources, variant_groups, sources))
    return written


INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundleName</key>
\t<string>App</string>
\t<key>UIMainStoryboardFile</key>
\t<string>Feature000Flow0</string>
\t<key>UIDeviceFamily</key>
\t<array><integer>1</integer></array>
</dict>
</plist>
"""


def pbxproj(ids, resources, variant_groups, sources):
    objects = []
    main_children = []
    resource_files, source_files = [], []

    def reference(kind, path):
        ref = ids.next()
        name = os.path.basename(path)
        objects.append(f'\t\t{ref} /* {name} */ = {{isa = PBXFileReference; lastKnownFileType = {kind}; path = "{path}"; sourceTree = "<group>"; }};')
        main_children.append(ref)
        return ref

    def build_file(ref, name, into):
        build = ids.next()
        objects.append(f"\t\t{build} /* {name} */ = {{isa = PBXBuildFile; fileRef = {ref} /* {name} */; }};")
        into.append(build)

    for kind, path in resources:
        build_file(reference(kind, path), os.path.basename(path), resource_files)
    for name, children in variant_groups:
        child_refs = []
        for kind, path in children:
            ref = ids.next()
            language = os.path.basename(os.path.dirname(path)).replace(".lproj", "")
            objects.append(f'\t\t{ref} /* {language} */ = {{isa = PBXFileReference; lastKnownFileType = {kind}; name = {language}; path = "{path}"; sourceTree = "<group>"; }};')
            child_refs.append(ref)
        group = ids.next()
        objects.append(f'\t\t{group} /* {name} */ = {{isa = PBXVariantGroup; children = ({", ".join(child_refs)}, ); name = "{name}"; sourceTree = "<group>"; }};')
        main_children.append(group)
        build_file(group, name, resource_files)
    for kind, path in sources:
        build_file(reference(kind, path), os.path.basename(path), source_files)
    plist = reference("text.plist.xml", "App/Info.plist")
    del plist
    main_group, resources_phase, sources_phase = ids.next(), ids.next(), ids.next()
    target, target_list, target_release, project_list, project_release, project = (ids.next() for _ in range(6))
    objects += [
        f"\t\t{main_group} = {{isa = PBXGroup; children = ({', '.join(main_children)}, ); sourceTree = \"<group>\"; }};",
        f"\t\t{resources_phase} /* Resources */ = {{isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = ({', '.join(resource_files)}, ); runOnlyForDeploymentPostprocessing = 0; }};",
        f"\t\t{sources_phase} /* Sources */ = {{isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = ({', '.join(source_files)}, ); runOnlyForDeploymentPostprocessing = 0; }};",
        f"\t\t{target_release} /* Release */ = {{isa = XCBuildConfiguration; buildSettings = {{INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = \"$(TARGET_NAME)\"; TARGETED_DEVICE_FAMILY = 1; SDKROOT = iphoneos; }}; name = Release; }};",
        f"\t\t{target_list} = {{isa = XCConfigurationList; buildConfigurations = ({target_release}, ); defaultConfigurationName = Release; }};",
        f"\t\t{project_release} /* Release */ = {{isa = XCBuildConfiguration; buildSettings = {{IPHONEOS_DEPLOYMENT_TARGET = 16.0; }}; name = Release; }};",
        f"\t\t{project_list} = {{isa = XCConfigurationList; buildConfigurations = ({project_release}, ); defaultConfigurationName = Release; }};",
        f"\t\t{target} /* App */ = {{isa = PBXNativeTarget; buildConfigurationList = {target_list}; buildPhases = ({sources_phase}, {resources_phase}, ); name = App; productName = App; productType = \"com.apple.product-type.application\"; }};",
        f"\t\t{project} /* Project object */ = {{isa = PBXProject; buildConfigurationList = {project_list}; mainGroup = {main_group}; projectDirPath = \"\"; projectRoot = \"\"; targets = ({target}, ); }};",
    ]
    return (
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
        + "\n".join(objects)
        + f"\n\t}};\n\trootObject = {project} /* Project object */;\n}}\n")


def storyboards_only(count, out, size, seed=1):
    """`count` storyboards of at least `size` bytes each (the first scene count that reaches it) in `out/App/Base.lproj`,
    and no other file. Each holds a tab bar controller of five navigation tabs (one without an image) and view controller
    scenes of two levels of nine views. Returns the bytes written."""
    if os.path.exists(out):
        shutil.rmtree(out)
    project = Project(out)
    images = [f"icon{index}" for index in range(40)]
    total = 0
    for index in range(count):
        name = f"Screens{index:03d}"
        scenes = 1
        while True:
            text, _ = xcode_ids(storyboard(random.Random(f"{seed}-{index}"), name, "App", scenes, 2, 9, 5, [], images), f"{seed}-{name}")
            if len(text.encode("utf-8")) >= size:
                break
            scenes += 1
        total += project.write(f"App/Base.lproj/{name}.storyboard", text)
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, required=True, help="number of storyboards and xibs")
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--storyboards-only", type=int, metavar="SIZE", help="only storyboards of about SIZE bytes each")
    args = parser.parse_args()
    if args.storyboards_only:
        written = storyboards_only(args.files, args.out, args.storyboards_only, args.seed)
        print(f"{args.out}: {args.files} storyboards, {written:,} bytes")
        return
    written = generate(args.files, args.out, args.seed)
    print(f"{args.out}: {written['ib']} IB files, {written['bytes']:,} bytes of IB and .strings files")


if __name__ == "__main__":
    main()
