// The tool's one line, so the target has something to compile beside the plugin's output.
print("XcodePluginProject")
