#!/usr/bin/env python3
"""Writes engine self-play games as UCI move lists, one game a line, for tests/data/corpus.

Stockfish (Debian's `stockfish` package) plays itself at a few hundred nodes a move, choosing
at random among its three best lines in the opening so that the games differ. Fixed seed:
the same engine version gives the same games. Usage: scripts/engine-games.py [N] > FILE
"""
import random
import subprocess
import sys

ENGINE = "/usr/games/stockfish"


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    rng = random.Random(20261123)
    sf = subprocess.Popen([ENGINE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(line: str) -> None:
        sf.stdin.write(line + "\n")
        sf.stdin.flush()

    def until(prefix: str) -> list[str]:
        lines = []
        while True:
            line = sf.stdout.readline().strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    send("uci")
    until("uciok")
    send("setoption name MultiPV value 3")
    send("setoption name Threads value 1")
    for _ in range(games):
        send("ucinewgame")
        moves: list[str] = []
        while len(moves) < 160:
            send("position startpos moves " + " ".join(moves))
            send(f"go nodes {rng.choice([300, 600, 1200])}")
            lines = until("bestmove")
            best = lines[-1].split()[1]
            if best == "(none)":
                break
            firsts = {}
            for line in lines:
                parts = line.split()
                if "multipv" in parts and " pv " in line:
                    rank = int(parts[parts.index("multipv") + 1])
                    firsts[rank] = parts[parts.index("pv") + 1]
            choice = best
            if len(moves) < 16 and firsts and rng.random() < 0.5:
                choice = rng.choice(list(firsts.values()))
            moves.append(choice)
        print(" ".join(moves))
    send("quit")


if __name__ == "__main__":
    main()
