"""What the browser tests measure on a page: labels cut, text running out of its box, the
smallest text of a figure, tables hidden behind a scroll (JavaScript evaluated in the page),
and screenshots for a person to look at."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

#: Visible labels whose text does not fit their box (ipywidgets cuts those with "…").
TRUNCATED = """(root) => {
    const cut = [];
    const labels = root.querySelectorAll(
        '.widget-label, label, button, .widget-readout, .widget-dropdown select');
    for (const el of labels) {
        if (!el.offsetParent || !el.textContent.trim()) continue;
        if (el.scrollWidth > el.clientWidth + 1) cut.push(el.textContent.trim());
    }
    return cut;
}"""

#: Sentences of the results that run past their result's right edge (hidden: cut).
OVERFLOWING_TEXT = """(root) => {
    const out = [];
    for (const result of root.querySelectorAll('.mtglearn-explorer-result')) {
        const edge = result.getBoundingClientRect().right + 1;
        for (const el of result.querySelectorAll('p, li, h4')) {
            if (el.offsetParent && el.getBoundingClientRect().right > edge) {
                out.push(el.textContent.trim().slice(0, 60));
            }
        }
    }
    return out;
}"""

#: The smallest text of the explorer's figures (board, heatmap, dungeon map) as drawn, in CSS
#: pixels: each SVG text's font size times the figure's scale on the page.
SMALLEST_FIGURE_TEXT = """(root) => {
    let smallest = Infinity;
    for (const svg of root.querySelectorAll('.mtglearn-explorer-result svg')) {
        const box = svg.viewBox && svg.viewBox.baseVal;
        if (!box || !box.width || !svg.getBoundingClientRect().width) continue;
        const scale = svg.getBoundingClientRect().width / box.width;
        for (const text of svg.querySelectorAll('text')) {
            const size = parseFloat(text.getAttribute('font-size')
                || getComputedStyle(text).fontSize);
            if (size && text.textContent.trim()) smallest = Math.min(smallest, size * scale);
        }
    }
    return smallest;
}"""

#: Boxes of the result that hide part of a table behind a horizontal scroll.
SCROLLED_TABLES = """(root) => {
    const out = [];
    for (const table of root.querySelectorAll('.mtglearn-explorer-result table')) {
        let box = table.parentElement;
        while (box && box !== root) {
            if (box.scrollWidth > box.clientWidth + 1
                && ['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) {
                out.push(table.textContent.trim().slice(0, 40));
                break;
            }
            box = box.parentElement;
        }
    }
    return out;
}"""


def inside(box: Any, height: float, top: float = 0) -> bool:
    """Whether ``box`` (a bounding box) lies between ``top`` and ``height``."""
    return box is not None and box["y"] >= top and box["y"] + box["height"] <= height


def shoot(page: Page, name: str) -> None:
    """A screenshot for a person to look at, when MTGLEARN_SCREENSHOTS names a folder."""
    folder = os.environ.get("MTGLEARN_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


#: Controls squeezed by their column: a control box shorter than what it holds (its wrapped
#: label then runs over the next control).
SQUEEZED = """(root) => {
    const out = [];
    for (const el of root.querySelectorAll('.mtglearn-explorer-controls > *')) {
        if (!el.offsetParent) continue;
        const inner = Math.max(...[...el.children].map(c => c.getBoundingClientRect().height), 0);
        const text = el.textContent.trim().slice(0, 50);
        if (inner > el.getBoundingClientRect().height + 1) out.push(text);
    }
    return out;
}"""


#: Radio buttons not at the start of their option's first line (ipywidgets floats the button,
#: which comes after the text: a label filling its line pushed it under the text): each such
#: option's text.
RADIO_ADRIFT = """(root) => {
    const out = [];
    const options = '.mtglearn-explorer-controls .widget-radio-box label';
    for (const label of root.querySelectorAll(options)) {
        const input = label.querySelector('input');
        if (!input || !label.offsetParent) continue;
        const button = input.getBoundingClientRect(), box = label.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(label);
        const rects = [...range.getClientRects()];
        const first = rects.find((r) => r.width > 0 && r.left > button.right - 1);
        const beside = first && button.top < first.bottom && button.bottom > first.top;
        if (button.left > box.left + 8 || !beside) out.push(label.textContent.trim());
    }
    return out;
}"""


#: Chinese text drawn without the course's Chinese font (so, on a machine without a CJK font,
#: as empty boxes): each such text, with the font family it gets.
CHINESE_WITHOUT_FONT = """async (root) => {
    await document.fonts.ready;
    const out = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const chinese = node.textContent.match(/[\\u2e80-\\u9fff]+/g);
        if (!chinese || !node.parentElement.offsetParent) continue;
        const family = getComputedStyle(node.parentElement).fontFamily;
        const size = getComputedStyle(node.parentElement).fontSize;
        if (!family.replace(/"/g, "'").startsWith("'mtglearn CJK'")
            || !document.fonts.check(`${size} 'mtglearn CJK'`, chinese.join(''))) {
            out.push([chinese.join(''), family.slice(0, 40)]);
        }
    }
    return out;
}"""


#: Where an explorer's controls and its result's first figure end, measured from the explorer's
#: top, in CSS px (``controls_end`` counts what the controls' column hides behind an inner
#: scroll); how far the controls' box overflows its width; and whether controls and figure fit
#: the window's height (or ``height``, the notebook's view in JupyterLab) together. ``root`` is
#: the explorer's output area.
EXPLORER_FIT = """(root, height) => {
    const explorer = root.querySelector('.mtglearn-explorer');
    const top = explorer.getBoundingClientRect().top;
    const controls = explorer.querySelector(':scope > .mtglearn-explorer-controls');
    const box = controls.getBoundingClientRect();
    const controlsEnd = box.top - top + Math.max(controls.scrollHeight, box.height);
    const result = explorer.querySelector(':scope > .mtglearn-explorer-result');
    const visible = (el) => el.getBoundingClientRect().height > 0;
    const figure = [...result.querySelectorAll('svg, table, img, ul, ol')].find(visible)
        || [...result.children].find(visible);
    const figureBox = figure ? figure.getBoundingClientRect() : result.getBoundingClientRect();
    const figureEnd = figureBox.bottom - top;
    const overflow = controls.scrollWidth - controls.clientWidth;
    return {
        controls_end: Math.round(controlsEnd),
        controls_inner_scroll: controls.scrollHeight - controls.clientHeight,
        figure_end: Math.round(figureEnd),
        result_top: Math.round(result.getBoundingClientRect().top - top),
        controls_overflow_x: overflow,
        fits: Math.max(controlsEnd, figureEnd) <= (height || window.innerHeight) + 0.5
            && overflow <= 0,
    };
}"""

#: Boxes inside ``root`` that scroll sideways (their class and the hidden width, px).
SIDEWAYS = """(root) => {
    const out = [];
    for (const el of root.querySelectorAll('*')) {
        if (el.scrollWidth > el.clientWidth + 1 && el.getBoundingClientRect().width > 0
            && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) {
            out.push([String(el.className.baseVal ?? el.className).slice(0, 60),
                      el.scrollWidth - el.clientWidth]);
        }
    }
    return out;
}"""


#: Boxes inside ``root`` that scroll a figure sideways (an SVG wider than its box): the box's
#: class and the hidden width (px).
FIGURES_SIDEWAYS = """(root) => {
    const out = [];
    for (const el of root.querySelectorAll('*')) {
        if (el.scrollWidth > el.clientWidth + 1 && el.getBoundingClientRect().width > 0
            && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)
            && [...el.querySelectorAll('svg')].some((svg) =>
                svg.getBoundingClientRect().right > el.getBoundingClientRect().right + 1)) {
            out.push([String(el.className.baseVal ?? el.className).slice(0, 60),
                      el.scrollWidth - el.clientWidth]);
        }
    }
    return out;
}"""


def smallest_when_tapped(output: Any) -> float | None:
    """The smallest figure text of ``output``'s explorers (px) with each figure tapped (focused),
    as a phone's reader does to read it at its own size; None without a figure."""
    smallest: float | None = None
    zooms = output.locator(".mtglearn-zoom")
    for i in range(zooms.count()):
        zoom = zooms.nth(i)
        if not zoom.is_visible():
            continue
        zoom.focus()
        size = zoom.evaluate(SMALLEST_FIGURE_TEXT.replace(".mtglearn-explorer-result svg", "svg"))
        zoom.evaluate("(el) => el.blur()")
        if size is not None and size != float("inf"):
            smallest = size if smallest is None else min(smallest, size)
    return smallest
