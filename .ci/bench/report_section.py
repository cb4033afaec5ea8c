"""Replaces one `## Heading` section of a Markdown report (Reports/benchmarks.md), keeping the others."""
import os


def replace(path, heading, text):
    """Writes `text` (which starts with `heading`) in place of that section, or at the end when there is none.

    The section is the line that is exactly `heading` through the line before the next `## ` heading: a heading
    that merely starts with the same words (`## X: analysis` for `## X`) is another section, and is kept.
    """
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    lines = old.split("\n")
    if heading not in lines:
        new = old.rstrip("\n") + "\n\n" + text
    else:
        start = lines.index(heading)
        end = next((index for index in range(start + 1, len(lines)) if lines[index].startswith("## ")), len(lines))
        before = "\n".join(lines[:start]).rstrip("\n")
        after = "\n".join(lines[end:])
        new = (before + "\n\n" if before else "") + text.rstrip("\n") + "\n" + ("\n" + after if after else "")
    with open(path, "w", encoding="utf-8") as out:
        out.write(new)


def publish(text, heading, output=None, root="."):
    """Prints a harness's section, and writes it into `output` (relative to `root`) when one is given."""
    print(text)
    if output:
        replace(os.path.join(root, output), heading, text)
