"""A compact multimap from text keys to small numbers: one sorted array of 64-bit entries.

Each entry is a key's CRC-32 in the high bits and a number (a word's, a term's) in the low
`bits`: a few bytes per pair where a dict of sets took ten times more (the spelling index holds
130 000 of them). A CRC collision only adds a number that the caller's own check rejects.

A lookup used to bisect the whole array (17 steps over 130 000 entries, each making a Python
int of an entry). `starts` holds, for every value of a CRC's leading `spread` bits, where its
entries begin, built once with the array: a lookup then bisects the two to four entries of
its slot.
"""

from __future__ import annotations

import bisect
import zlib
from array import array
from collections.abc import Iterable

CRC_BITS = 32
PER_SLOT = 4  # entries per slot of `starts` at most (2 to 4): `starts` adds at most a quarter of `entries`


class HashedNumbers:
    """Text key -> the numbers stored under it (see the module docstring)."""

    def __init__(self, pairs: Iterable[tuple[str, int]], bits: int) -> None:
        self.bits = bits
        self.entries = array("Q", sorted({_hash(key) << bits | number for key, number in pairs}))
        self.spread = max(1, min(CRC_BITS, (len(self.entries) // PER_SLOT).bit_length()))
        counts = [0] * ((1 << self.spread) + 1)
        shift = bits + CRC_BITS - self.spread
        for entry in self.entries:
            counts[(entry >> shift) + 1] += 1
        for slot in range(1, len(counts)):
            counts[slot] += counts[slot - 1]
        self.starts = array("I", counts)

    def __len__(self) -> int:
        return len(self.entries)

    def numbers(self, key: str) -> list[int]:
        """The numbers stored under `key` (and, rarely, under a key with the same CRC)."""
        crc = _hash(key)
        slot = crc >> (CRC_BITS - self.spread)
        low, high = self.starts[slot], self.starts[slot + 1]
        first = crc << self.bits
        start = bisect.bisect_left(self.entries, first, low, high)
        end = bisect.bisect_left(self.entries, first + (1 << self.bits), start, high)
        mask = (1 << self.bits) - 1
        return [entry & mask for entry in self.entries[start:end]]


def _hash(key: str) -> int:
    return zlib.crc32(key.encode())
