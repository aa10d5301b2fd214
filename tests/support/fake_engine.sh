#!/bin/sh
# A fake UCI engine for the practice tests' faults. FAKE_ENGINE_MODE names the fault of its
# first start: die (exits in the middle of a search), hang (never answers a search), illegal
# (plays a move that is not legal), garbage (prints what is not UCI), always-die (every start
# dies). FAKE_ENGINE_STATE is a file: once it exists, the engine behaves and answers 1.e4 with
# e7e5 (and anything else with a move the tests never reach).
mode="${FAKE_ENGINE_MODE:-none}"
state="${FAKE_ENGINE_STATE:-/nonexistent}"
faulty=no
if [ "$mode" = always-die ] || [ ! -e "$state" ]; then
    faulty=yes
    : > "$state" 2>/dev/null
fi
echo "Fake engine for annabella's tests"
while IFS= read -r line; do
    case "$line" in
        uci)
            echo "id name Fake"
            echo "option name Skill Level type spin default 20 min 0 max 20"
            echo "uciok" ;;
        isready) echo "readyok" ;;
        quit) exit 0 ;;
        go*)
            if [ "$faulty" = yes ]; then
                case "$mode" in
                    die|always-die) echo "info depth 1 score cp 0"; exit 3 ;;
                    hang) ;;
                    illegal) echo "bestmove e2e4" ;;
                    garbage)
                        i=0
                        while [ $i -lt 60 ]; do echo "%%%% no UCI here $i"; i=$((i + 1)); done ;;
                    *) echo "bestmove e7e5" ;;
                esac
            else
                echo "info depth 1 score cp 12 pv e7e5"
                echo "bestmove e7e5"
            fi ;;
    esac
done
