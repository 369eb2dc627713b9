# ruff: noqa: E402, B018
"""Source of notebooks/08-gallery.ipynb (built by tools/build_notebooks.py).

The per-example sections are written out by hand from the same pattern; the example data
itself lives only in gaucho/examples/*.json.
"""

# %% [markdown]
# # The rulebook's examples: a gallery
#
# The rulebook illustrates its rules with worked examples. The project keeps all of them
# (RULES.md §26) as data in `gaucho.examples`: a starting position, the steps the example
# plays, and what must be true afterwards. This notebook shows every one of them, in the
# order of the rulebook. For each example you see
#
# * its title, a summary in our own words, and the rule IDs it illustrates;
# * the starting table and the steps, each with the events the engine narrates;
# * the expected outcome, as the fields of the position it checks;
# * the check: whether the engine plays it as the rulebook says, for the main line and for
#   every variation (when it does not, the mismatches follow, one a line);
# * a picture of the table after the last step.
#
# Values the rulebook only shows as pictures were chosen by us; the summaries say which.

# %%
import html

from IPython.display import SVG, display

from gaucho import examples
from gaucho.views.svg import board_svg


def outcome(expect, path=""):
    """The expected fields as `path = value` lines (null entries are not checked)."""
    if isinstance(expect, dict):
        for key, value in expect.items():
            yield from outcome(value, f"{path}.{key}" if path else key)
    elif isinstance(expect, list) and any(isinstance(v, dict | list) for v in expect):
        for i, value in enumerate(expect):
            if value is not None:
                yield from outcome(value, f"{path}[{i}]")
    else:
        yield f"{path} = {expect}"


def describe(sc, variation=None):
    line = sc.line(variation)
    run = sc.run(variation)
    print(run.narration() or "(no steps)")
    print("expected:")
    for text in outcome(dict(line.expect)):
        print("  ", text)
    for text in line.expect_events:
        print("   narrated:", text)
    for bad in line.expect_illegal:
        print(f"   illegal: {bad.action} [{bad.rule_id}]" + (f" {bad.note}" if bad.note else ""))
    print("check:", sc.verdict(variation))
    return run


def entry(example_id):
    """Print one example with all its lines; return the run of the main line."""
    sc = examples.load(example_id)
    print(f"{sc.id}: {sc.title}")
    print("rules:", ", ".join(sc.rules))
    print(sc.summary)
    print()
    print(sc.game())
    print()
    run = describe(sc)
    for name in sc.variation_names()[1:]:
        print()
        print(f"variation {name!r}: {sc.line(name).title}")
        describe(sc, name)
    return run


def picture(run):
    """The table after the last step, with the last decision outlined."""
    svg = board_svg(run.game, last_action=True, scale=0.7)
    display(SVG(svg))
    return svg


def agrees(run, svg):
    """The check passes on every line, and the picture describes the same table."""
    results = run.scenario.check_all()
    return not any(results.values()) and str(run.game) in html.unescape(svg)

# %% [markdown]
# All the examples of RULES.md §26 are here, and the engine agrees with every one of them:

# %%
print(len(examples.ids()), "examples")
failing = {sc.id: sc.check_all() for sc in examples.load_all() if any(sc.check_all().values())}
print("examples with mismatches:", failing)

# %%
assert examples.ids() == list(examples.ORDER) and not failing

# %% [markdown]
# ## Setup (§2)

# %% [markdown]
# ### EX-SEED-A

# %%
run = entry("EX-SEED-A")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-SEED-B

# %%
run = entry("EX-SEED-B")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ## Turns and dice (§4-6)

# %% [markdown]
# ### EX-TURN-1

# %%
run = entry("EX-TURN-1")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-TURN-2

# %%
run = entry("EX-TURN-2")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-DICE-SPLIT

# %%
run = entry("EX-DICE-SPLIT")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ## End-of-round collection and herds (§16-17)

# %% [markdown]
# ### EX-COLLECT-A

# %%
run = entry("EX-COLLECT-A")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-COLLECT-B

# %%
run = entry("EX-COLLECT-B")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-COLLECT-C

# %%
run = entry("EX-COLLECT-C")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-HERD-DEF

# %%
run = entry("EX-HERD-DEF")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-HERD-WBB

# %%
run = entry("EX-HERD-WBB")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ## The special actions (§9-14)

# %% [markdown]
# ### EX-SORT

# %%
run = entry("EX-SORT")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-WISH-1

# %%
run = entry("EX-WISH-1")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-WISH-2

# %%
run = entry("EX-WISH-2")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-STEAL-SALE

# %%
run = entry("EX-STEAL-SALE")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-RAISE-1

# %%
run = entry("EX-RAISE-1")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-RAISE-2

# %%
run = entry("EX-RAISE-2")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-STEPPE

# %%
run = entry("EX-STEPPE")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ## The end of the game (§21-23)

# %% [markdown]
# ### EX-END-3P

# %%
run = entry("EX-END-3P")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-FINAL-SINGLE

# %%
run = entry("EX-FINAL-SINGLE")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ## Sales and the order of additions (§17-18)

# %% [markdown]
# ### EX-SELL-50

# %%
run = entry("EX-SELL-50")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-ORDER-48

# %%
run = entry("EX-ORDER-48")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)

# %% [markdown]
# ### EX-ORDER-36

# %%
run = entry("EX-ORDER-36")

# %% tags=["nbval-ignore-output"]
svg = picture(run)

# %%
assert agrees(run, svg)
