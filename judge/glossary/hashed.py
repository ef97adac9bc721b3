"""A compact multimap from text keys to small numbers: one sorted array of 64-bit entries.

Each entry is a key's CRC-32 in the high bits and a number (a word's, a term's) in the low
`bits`: a few bytes per pair where a dict of sets took ten times more (the spelling index holds
130 000 of them). A CRC collision only adds a number that the caller's own check rejects.

A lookup used to bisect the whole array (17 steps over 130 000 entries, each making a Python
int of an entry). Two tables built with the array make it cheap: `starts` holds, for every
value of a CRC's leading `spread` bits, where its entries begin, so a lookup bisects the two to
four entries of its slot; and `present` has one bit per value of a CRC's leading `filter_bits`
bits (8 to 16 per entry), set when some entry has them, so most keys that aren't there (the
spelling index asks for up to 400 deletes of a long misspelt word, few of them stored) cost
one bit test.
"""

from __future__ import annotations

import bisect
import zlib
from array import array
from collections.abc import Iterable

CRC_BITS = 32
PER_SLOT = 4  # entries per slot of `starts` at most (2 to 4): `starts` adds at most a quarter of `entries`
FILTER_BITS_PER_ENTRY = 8  # at least: 1 to 2 bytes of `present` per entry, 1 in 8 to 16 absent keys pass


class HashedNumbers:
    """Text key -> the numbers stored under it (see the module docstring)."""

    def __init__(self, pairs: Iterable[tuple[str, int]], bits: int) -> None:
        self.bits = bits
        self.entries = array("Q", sorted({zlib.crc32(key.encode()) << bits | number for key, number in pairs}))
        self.spread = max(1, min(CRC_BITS, (len(self.entries) // PER_SLOT).bit_length()))
        counts = [0] * ((1 << self.spread) + 1)
        shift = bits + CRC_BITS - self.spread
        for entry in self.entries:
            counts[(entry >> shift) + 1] += 1
        for slot in range(1, len(counts)):
            counts[slot] += counts[slot - 1]
        self.starts = array("I", counts)
        self.filter_bits = min(CRC_BITS, (len(self.entries) * FILTER_BITS_PER_ENTRY).bit_length())
        present = bytearray((1 << self.filter_bits) // 8 + 1)
        for entry in self.entries:
            leading = entry >> (bits + CRC_BITS - self.filter_bits)
            present[leading >> 3] |= 1 << (leading & 7)
        self.present = bytes(present)

    def __len__(self) -> int:
        return len(self.entries)

    def union(self, keys: Iterable[str]) -> set[int]:
        """The numbers stored under any of the keys (and, rarely, under a key with the same CRC);
        one loop: the spelling index asks for hundreds of keys at a time."""
        found: set[int] = set()
        entries, starts, present, bits = self.entries, self.starts, self.present, self.bits
        filter_shift, slot_shift, mask = CRC_BITS - self.filter_bits, CRC_BITS - self.spread, (1 << bits) - 1
        for key in keys:
            crc = zlib.crc32(key.encode())
            leading = crc >> filter_shift
            if present[leading >> 3] >> (leading & 7) & 1:
                slot = crc >> slot_shift
                high = starts[slot + 1]
                first = crc << bits
                start = bisect.bisect_left(entries, first, starts[slot], high)
                end = bisect.bisect_left(entries, first + (1 << bits), start, high)
                found.update(entry & mask for entry in entries[start:end])
        return found
