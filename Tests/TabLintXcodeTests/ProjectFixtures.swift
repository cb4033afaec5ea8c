/// A `project.pbxproj` written the way Xcode writes it (old-style plist), covering nested groups, a variant group,
/// SOURCE_ROOT and absolute references, a folder asset catalog, a Swift package product, a synchronized folder with
/// per-target exceptions, an xcconfig, and native and aggregate targets.
enum ProjectFixtures {
    static let demo = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXBuildFile section */
        		BF01 /* LaunchScreen.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = LAUNCH /* LaunchScreen.storyboard */; };
        		BF02 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = MAINSB /* Main.storyboard */; };
        		BF03 = {isa = PBXBuildFile; fileRef = ASSETS; };
        		BF04 = {isa = PBXBuildFile; fileRef = SHAREDXIB; };
        		BF05 = {isa = PBXBuildFile; fileRef = ABSSB; };
        		BF06 = {isa = PBXBuildFile; productRef = PKGPRODUCT; };
        		BF07 = {isa = PBXBuildFile; fileRef = DELEGATE; };
        		BF08 = {isa = PBXBuildFile; fileRef = HEADER; };
        		BF09 = {isa = PBXBuildFile; fileRef = APPPRODUCT; };
        /* End PBXBuildFile section */

        		ROOT /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = PCL;
        			mainGroup = MAIN;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				APP /* Demo */,
        				TESTS /* DemoTests */,
        				AGG /* Lint */,
        				EXT /* ShareExtension */,
        			);
        		};
        		MAIN = {isa = PBXGroup; children = (APPG, SHARED, ABSSB, SYNC, CONF, PRODUCTS, ); sourceTree = "<group>"; };
        		APPG /* App */ = {
        			isa = PBXGroup;
        			children = (
        				UI,
        				MAINSB /* Main.storyboard */,
        				ASSETS,
        				DELEGATE,
        				HEADER,
        			);
        			path = App;
        			sourceTree = "<group>";
        		};
        		UI = {isa = PBXGroup; children = (LAUNCH, ); path = UI; sourceTree = "<group>"; };
        		LAUNCH = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = LaunchScreen.storyboard; sourceTree = "<group>"; };
        		MAINSB /* Main.storyboard */ = {
        			isa = PBXVariantGroup;
        			children = (
        				MAINBASE /* Base */,
        				MAINDE /* de */,
        			);
        			name = Main.storyboard;
        			sourceTree = "<group>";
        		};
        		MAINBASE /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        		MAINDE /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
        		ASSETS = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        		DELEGATE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		HEADER = {isa = PBXFileReference; path = "../Bridging Header.h"; sourceTree = "<group>"; };
        		SHARED = {isa = PBXGroup; children = (SHAREDXIB, ); name = Shared; sourceTree = "<group>"; };
        		SHAREDXIB = {isa = PBXFileReference; path = Common/Cell.xib; sourceTree = SOURCE_ROOT; };
        		ABSSB = {isa = PBXFileReference; path = /opt/Design/Extra.storyboard; sourceTree = "<absolute>"; };
        		CONF = {isa = PBXFileReference; path = Config/Extension.xcconfig; sourceTree = "<group>"; };
        		PRODUCTS = {isa = PBXGroup; children = (APPPRODUCT, ); name = Products; sourceTree = "<group>"; };
        		APPPRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		SYNC /* Extension */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXC, EXCAPP, ); explicitFileTypes = {}; explicitFolders = (); path = Extension; sourceTree = "<group>"; };
        		EXC = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        				Old,
        				/Localized/Sub/Prefs.storyboard,
        			);
        			target = EXT /* ShareExtension */;
        		};
        		EXCAPP = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget.storyboard, ); target = APP; };
        		RES = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (BF01, BF02, BF03, BF04, BF05, BF06, ); runOnlyForDeploymentPostprocessing = 0; };
        		SRC = {isa = PBXSourcesBuildPhase; files = (BF07, ); };
        		HDR = {isa = PBXHeadersBuildPhase; files = (BF08, ); };
        		EMBED = {isa = PBXCopyFilesBuildPhase; files = (BF09, ); };
        		APP /* Demo */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = ACL;
        			buildPhases = (SRC, HDR, RES, EMBED, );
        			dependencies = (DEP, DEPPROXY, );
        			name = Demo;
        			productName = Demo;
        			productType = "com.apple.product-type.application";
        		};
        		DEP = {isa = PBXTargetDependency; target = EXT; targetProxy = PROXY; };
        		DEPPROXY = {isa = PBXTargetDependency; name = Remote; targetProxy = PROXY2; };
        		PROXY = {isa = PBXContainerItemProxy; containerPortal = ROOT; proxyType = 1; remoteInfo = ShareExtension; };
        		EXT /* ShareExtension */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = ECL;
        			buildPhases = ();
        			fileSystemSynchronizedGroups = (SYNC /* Extension */, );
        			name = ShareExtension;
        			productType = "com.apple.product-type.app-extension";
        		};
        		TESTS = {isa = PBXNativeTarget; buildPhases = (); name = DemoTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		AGG = {isa = PBXAggregateTarget; buildPhases = (); name = Lint; };
        		PCL = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE, ); defaultConfigurationName = Release; };
        		PDEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
        		PRELEASE = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;
        				SDKROOT = iphoneos;
        				TARGETED_DEVICE_FAMILY = 1;
        			};
        			name = Release;
        		};
        		ACL = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE, ); };
        		ADEBUG = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Wrong/Info.plist; }; name = Debug; };
        		ARELEASE = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = "$(SRCROOT)/$(TARGET_NAME)/Info.plist";
        				INFOPLIST_KEY_UIMainStoryboardFile = Main;
        				INFOPLIST_PREFIX_HEADER = "App/InfoPlist.h";
        				INFOPLIST_PREPROCESSOR_DEFINITIONS = (
        					"PRO=1",
        					"$(inherited)",
        					"\\\"TAGLINE=Tabs for all\\\"",
        					BETA,
        				);
        				PRODUCT_NAME = "$(TARGET_NAME)";
        				TARGETED_DEVICE_FAMILY = "1,2";
        				OTHER_LDFLAGS = (
        					"-ObjC",
        					"$(inherited)",
        				);
        			};
        			name = Release;
        		};
        		ECL = {isa = XCConfigurationList; buildConfigurations = (ERELEASE, ); };
        		ERELEASE = {
        			isa = XCBuildConfiguration;
        			baseConfigurationReference = CONF /* Extension.xcconfig */;
        			buildSettings = {
        				INFOPLIST_FILE = "${PROJECT_DIR}/Extension/$(PRODUCT_NAME:c99extidentifier).plist";
        				PRODUCT_NAME = "Share Ext";
        				SDKROOT = xros;
        			};
        			name = Release;
        		};
        	};
        	rootObject = ROOT /* Project object */;
        }
        """

    static let extensionConfig = """
        // Extension settings
        #include "Base.xcconfig"
        TARGETED_DEVICE_FAMILY = 7 // Vision
        SDKROOT[sdk=iphoneos*] = iphoneos
        """

    static let baseConfig = """
        INFOPLIST_KEY_CFBundleDisplayName = Share
        """

    /// The demo project at `/p/Demo.xcodeproj` with its xcconfigs.
    static var demoFiles: InMemoryFiles {
        InMemoryFiles([
            "/p/Demo.xcodeproj/project.pbxproj": demo,
            "/p/Config/Extension.xcconfig": extensionConfig,
            "/p/Config/Base.xcconfig": baseConfig,
            "/p/App/InfoPlist.h": "#define FLAVOR 2\n#ifdef PRO\n#define PAID 1\n#endif\n#undef BETA\n",
        ])
    }
}
