#!/usr/bin/env python3
"""Grades a slice of ratings/hardest_eleven_2000.txt (sorted by ER, high first) and prints
Spearman and MAE of the score against SE's ER. Usage: se_rating_eval.py BINARY PART N [OUT.jsonl]
PART: front (first N), back (last N) or mod:M:R (every Mth line from line R: spans all ERs)."""
import sys, json, subprocess, time
from collections import Counter
binary, part, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
out = sys.argv[4] if len(sys.argv) > 4 else None
lines = [l.split() for l in open('/work/shared/data/ratings/hardest_eleven_2000.txt') if l.strip()]
if part == 'front': sel = lines[:n]
elif part == 'back': sel = lines[-n:]
else:  # mod:M:R  -- every Mth line from R, at most n
    _, m, r = part.split(':'); sel = lines[int(r)::int(m)][:n]
puzzles = [p for p, _ in sel]
er = [float(r.split('/')[0]) for _, r in sel]
t = time.time()
res = subprocess.run([binary, 'grade', '--json'], input='\n'.join(puzzles) + '\n', capture_output=True, text=True)
dt = time.time() - t
grades = [json.loads(l) for l in res.stdout.splitlines()]
score = [g['score'] for g in grades]
def rank(v):
    idx = sorted(range(len(v)), key=lambda i: v[i]); r = [0.0]*len(v); i = 0
    while i < len(v):
        j = i
        while j + 1 < len(v) and v[idx[j+1]] == v[idx[i]]: j += 1
        for k in range(i, j+1): r[idx[k]] = (i + j) / 2
        i = j + 1
    return r
def pearson(a, b):
    n = len(a); ma = sum(a)/n; mb = sum(b)/n
    c = sum((x-ma)*(y-mb) for x, y in zip(a, b)); va = sum((x-ma)**2 for x in a); vb = sum((y-mb)**2 for y in b)
    return c / (va*vb) ** 0.5 if va and vb else 0
sp = pearson(rank(score), rank(er)); mae = sum(abs(a-b) for a, b in zip(score, er)) / len(er)
bias = sum(a-b for a, b in zip(score, er)) / len(er)
print(f"{part} {n}: spearman {sp:.3f} MAE {mae:.3f} bias {bias:+.3f} pearson {pearson(score, er):.3f} time {dt:.1f}s ({dt/n*1000:.0f} ms/puzzle)")
print(' by:', Counter(g['scoreBy'] for g in grades).most_common(6))
if out:
    with open(out, 'w') as f:
        for p, e, g in zip(puzzles, er, grades):
            f.write(json.dumps({'p': p, 'er': e, 'score': g['score'], 'by': g['scoreBy'], 'step': g.get('scoreStep')}) + '\n')
