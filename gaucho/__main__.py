"""``python -m gaucho``: the same as the ``gaucho`` command (see :mod:`gaucho.cli`)."""

import sys

from gaucho.cli import main

if __name__ == "__main__":
    sys.exit(main())
