// Colouring, as HoDoKu defines it. The strong links of one digit (its only two
// places in a house) join its candidates into clusters; along the links the
// colours alternate, so in each cluster one colour holds the digit everywhere
// and the other nowhere (logic/links.hpp; the alternating search finds them).
//
//   simple colours trap   a candidate seeing both colours of a cluster is false
//   simple colours wrap   a colour with two candidates in one house is false:
//                         all its candidates go
//   multi-colours type 1  a colour of one cluster sees a colour of another: they
//                         cannot both be true, so one of the two opposite
//                         colours is; a candidate seeing both of those is false
//   multi-colours type 2  a colour of one cluster sees both colours of another,
//                         one of which is true: that colour is false
#include <utility>

#include "logic/finders.hpp"
#include "logic/links.hpp"

namespace pencilmark {
namespace {

// A cell of a and a cell of b that see each other (some must).
std::pair<Cell, Cell> seeing_pair(CellSet a, CellSet b) {
  for (Cell x : a) {
    const CellSet seen = kPeerSets[x] & b;
    if (!seen.empty()) return {x, seen.first()};
  }
  return {-1, -1};
}

// The cluster's colours as evidence: first (ColorA) then second (ColorB).
void mark_colours(Step& step, Digit d, CellSet first, CellSet second) {
  for (Cell c : first) step.mark_candidate(c, d, Role::ColorA);
  for (Cell c : second) step.mark_candidate(c, d, Role::ColorB);
}

// Finishes the step (its removals of d, its digit, the effect's marks) and
// adds it; false once out is full, for the finders' walk to stop.
bool add_finished(Step step, Digit d, CellSet removed, StepList& out) {
  for (Cell c : removed) step.eliminations.push_back({c, d});
  step.digits = DigitSet::single(d);
  mark_effect(step);
  out.add(std::move(step));
  return !out.full();
}

// Calls each(d, links, clusters) for every digit with at least min_pairs strong
// links, until out is full: the colouring finders' common walk. each returns
// false once out is full, leaving the digit's clusters; the walk then stops.
template <typename Each>
void for_each_digit_clusters(const Grid& grid, StepList& out, Technique finder, int min_pairs, Each&& each) {
  ColourClusters clusters;
  ColourSearch search(grid);
  for_each_digit(grid, out, finder, [&](Digit d) {
    const DigitLinks links = digit_links(grid, d);
    if (links.pair_count < min_pairs) return;
    search.clusters(links, clusters);
    each(d, links, clusters);
  });
}

}  // namespace

void find_simple_colour_traps(const Grid& grid, StepList& out) {
  for_each_digit_clusters(grid, out, technique("simple-colours-trap"), 1,
                          [&](Digit d, const DigitLinks& links, const ColourClusters& clusters) {
                            for (const ColourCluster& cluster : clusters) {
                              const CellSet removed = cluster.seen[0] & cluster.seen[1] & links.cells;
                              if (removed.empty()) continue;
                              Step step{technique("simple-colours-trap")};
                              mark_colours(step, d, cluster.colours[0], cluster.colours[1]);
                              if (!add_finished(std::move(step), d, removed, out)) return false;
                            }
                            return true;
                          });
}

void find_simple_colour_wraps(const Grid& grid, StepList& out) {
  for_each_digit_clusters(grid, out, technique("simple-colours-wrap"), 2,
                          [&](Digit d, const DigitLinks&, const ColourClusters& clusters) {
                            for (const ColourCluster& cluster : clusters)
                              for (int colour = 0; colour < 2; ++colour) {
                                if ((cluster.seen[colour] & cluster.colours[colour]).empty()) continue;
                                // The false colour first (ColorA), the true one second; the clash as a
                                // weak link in the house the two share.
                                const auto [x, y] = seeing_pair(cluster.colours[colour], cluster.colours[colour]);
                                Step step{technique("simple-colours-wrap")};
                                step.mark(common_house(x, y), Role::Region);
                                mark_colours(step, d, cluster.colours[colour], cluster.colours[colour ^ 1]);
                                step.add_link({x, d}, {y, d}, LinkKind::Weak);
                                if (!add_finished(std::move(step), d, cluster.colours[colour], out)) return false;
                              }
                            return true;
                          });
}

// For every two clusters and a colour of each that see each other: the
// opposite colours hold the digit between them. ColorA: the two clashing
// colours; ColorB: their opposites.
void find_multi_colours_1(const Grid& grid, StepList& out) {
  for_each_digit_clusters(grid, out, technique("multi-colours-1"), 2,
                          [&](Digit d, const DigitLinks& links, const ColourClusters& clusters) {
                            for (size_t i = 0; i < clusters.size(); ++i)
                              for (size_t j = i + 1; j < clusters.size(); ++j)
                                for (int ci = 0; ci < 2; ++ci)
                                  for (int cj = 0; cj < 2; ++cj) {
                                    const ColourCluster &one = clusters[i], &two = clusters[j];
                                    if ((one.seen[ci] & two.colours[cj]).empty()) continue;
                                    const CellSet removed = one.seen[ci ^ 1] & two.seen[cj ^ 1] & links.cells;
                                    if (removed.empty()) continue;
                                    const auto [x, y] = seeing_pair(one.colours[ci], two.colours[cj]);
                                    Step step{technique("multi-colours-1")};
                                    mark_colours(step, d, one.colours[ci], one.colours[ci ^ 1]);
                                    mark_colours(step, d, two.colours[cj], two.colours[cj ^ 1]);
                                    step.add_link({x, d}, {y, d}, LinkKind::Weak);
                                    if (!add_finished(std::move(step), d, removed, out)) return false;
                                  }
                            return true;
                          });
}

// For every cluster, a colour of it that sees both colours of another cluster:
// that colour is false. ColorA: the false colour, then the other cluster's
// first colour; ColorB: their opposites.
void find_multi_colours_2(const Grid& grid, StepList& out) {
  for_each_digit_clusters(
      grid, out, technique("multi-colours-2"), 2, [&](Digit d, const DigitLinks&, const ColourClusters& clusters) {
        for (size_t i = 0; i < clusters.size(); ++i)
          for (size_t j = 0; j < clusters.size(); ++j) {
            if (i == j) continue;
            const ColourCluster &one = clusters[i], &two = clusters[j];
            for (int ci = 0; ci < 2; ++ci) {
              if ((one.seen[ci] & two.colours[0]).empty() || (one.seen[ci] & two.colours[1]).empty()) continue;
              const auto [x0, y0] = seeing_pair(one.colours[ci], two.colours[0]);
              const auto [x1, y1] = seeing_pair(one.colours[ci], two.colours[1]);
              Step step{technique("multi-colours-2")};
              mark_colours(step, d, one.colours[ci], one.colours[ci ^ 1]);
              mark_colours(step, d, two.colours[0], two.colours[1]);
              step.add_link({x0, d}, {y0, d}, LinkKind::Weak);
              step.add_link({x1, d}, {y1, d}, LinkKind::Weak);
              if (!add_finished(std::move(step), d, one.colours[ci], out)) return false;
            }
          }
        return true;
      });
}

}  // namespace pencilmark
