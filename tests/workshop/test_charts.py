"""The Workshop tab's small SVG charts: well-formed, and drawing what the figures say."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from gaucho.i18n import use_language
from gaucho.workshop.charts import interval_chart, sweep_chart
from gaucho.workshop.metrics import Metric
from gaucho.workshop.sweep import Balancing, Point

SVG = "{http://www.w3.org/2000/svg}"


def share(value: float, lo: float, hi: float) -> Metric:
    return Metric("first_player", value, lo, hi, 100, "wilson", 0.25)


def test_an_interval_chart_draws_each_rule_set_with_its_interval_and_the_fair_value() -> None:
    text = interval_chart([("official", share(0.3, 0.2, 0.4)), ("ours", share(0.25, 0.15, 0.35))],
                          "First player's win share")
    svg = ET.fromstring(text)
    assert svg.get("aria-label") == "First player's win share"
    assert len(svg.findall(f"{SVG}circle")) == 2
    lines = svg.findall(f"{SVG}line")
    bars = [ln for ln in lines if ln.get("y1") == ln.get("y2")]
    fair = [ln for ln in lines if ln.get("stroke-dasharray")]
    assert len(bars) == 2 and len(fair) == 1
    # the official bar spans 0.2..0.4, ours 0.15..0.35: ours starts further left
    assert float(bars[1].get("x1", 0)) < float(bars[0].get("x1", 0))
    # the fair share (25 %) lies where our value's dot is
    dots = svg.findall(f"{SVG}circle")
    assert float(fair[0].get("x1", 0)) == float(dots[1].get("cx", 0))
    words = [t.text for t in svg.findall(f"{SVG}text")]
    assert "official" in words and "ours" in words and words[-1].endswith("%")


def test_shares_never_draw_below_zero_and_numbers_follow_the_language() -> None:
    with use_language("fr"):
        text = interval_chart([("ours", share(0.02, 0.0, 0.1))], "x")
    labels = [t.text or "" for t in ET.fromstring(text).findall(f"{SVG}text")]
    assert labels[-2].startswith("0") and labels[-2] != "0%"  # "0 %", as French writes it
    assert not any(label.startswith("-") for label in labels)


def test_a_sweep_chart_has_its_band_its_curve_and_the_balancing_value() -> None:
    gap = Metric("seat_gap", 0.1, 0.0, 0.2, 100, "wilson-bonferroni", 0.0)
    points = [Point(15, 0.2, 0.1, 0.3, 100), Point(20, 0.1, 0.0, 0.2, 100),
              Point(25, 0.15, 0.05, 0.25, 100)]
    balancing = Balancing("Pasture fill limit", 20, gap, [15, 20, 25], "seat_gap")
    svg = ET.fromstring(sweep_chart(points, gap, "Pasture fill limit", balancing))
    band = svg.find(f"{SVG}polygon")
    assert band is not None and len(band.get("points", "").split()) == 6
    assert len(svg.findall(f"{SVG}circle")) == 3
    mark = [ln for ln in svg.findall(f"{SVG}line") if ln.get("class") == "gaucho-ws-balancing"]
    circles = svg.findall(f"{SVG}circle")
    assert len(mark) == 1 and mark[0].get("x1") == circles[1].get("cx")
    words = [t.text for t in svg.findall(f"{SVG}text")]
    assert {"15", "20", "25", "Pasture fill limit"} <= set(words)
