"""Replaces one `## Heading` section of a Markdown report (Reports/benchmarks.md), keeping the others."""
import os


def replace(path, heading, text):
    """Writes `text` (which starts with `heading`) in place of that section, or at the end when there is none."""
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    if heading in old:
        before, _, rest = old.partition(heading)
        after = rest.split("\n## ", 1)
        old = before + ("## " + after[1] if len(after) > 1 else "")
    with open(path, "w", encoding="utf-8") as out:
        out.write(old.rstrip("\n") + "\n\n" + text)


def publish(text, heading, output=None, root="."):
    """Prints a harness's section, and writes it into `output` (relative to `root`) when one is given."""
    print(text)
    if output:
        replace(os.path.join(root, output), heading, text)
