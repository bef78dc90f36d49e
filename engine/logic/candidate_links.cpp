#include "logic/candidate_links.hpp"

#include <algorithm>
#include <vector>

namespace pencilmark {
namespace {

// The k-th box (0..2) a line crosses.
constexpr int box_of_line(House line, int k) {
  return line < col_house(0) ? line / 3 * 3 + k : k * 3 + (line - col_house(0)) / 3;
}

}  // namespace

CandidateLinks::CandidateLinks(const Grid& grid, bool grouped, int als_cells, bool crossing_groups)
    : grid_(grid), grouped_(grouped) {
  for (Digit d = 1; d <= kDigits; ++d) {
    group_begin_[d - 1] = group_count_;
    if (!grouped) continue;
    const CellSet places = grid.cells_with_candidate(d);
    for (House line = 0; line < 18; ++line)
      for (int k = 0; k < 3; ++k) {
        const CellSet part = places & kHouseSets[line] & kHouseSets[box_house(box_of_line(line, k))];
        group_index_[d - 1][line][k] = -1;
        if (!part.several()) continue;
        CellSet seen = CellSet::all();
        for (Cell c : part) seen &= kPeerSets[c];
        groups_[group_count_] = {d, part, seen};
        group_index_[d - 1][line][k] = static_cast<int16_t>(group_count_++);
      }
  }
  group_begin_[kDigits] = group_count_;
  std::fill(strong_count_.begin(), strong_count_.begin() + size(), uint8_t{0});

  for (Digit d = 1; d <= kDigits; ++d) {
    const CellSet places = grid.cells_with_candidate(d);
    for (House h = 0; h < kHouses; ++h) {
      const CellSet in_house = places & kHouseSets[h];
      if (!in_house.several()) continue;
      if (in_house.size() == 2) {
        const Cell a = in_house.first();
        add_strong(candidate_node(a, d), candidate_node((in_house - CellSet::single(a)).first(), d));
      }
      if (!grouped) continue;
      // The places split into box-line parts: a link when there are exactly two.
      // A line splits by box; a box by rows and by columns.
      auto link_parts = [&](const std::array<House, 3>& lines, const std::array<int, 3>& ks,
                            const std::array<CellSet, 3>& parts) {
        int first = -1, second = -1;
        for (int i = 0; i < 3; ++i) {
          if (parts[i].empty()) continue;
          if (first < 0)
            first = i;
          else if (second < 0)
            second = i;
          else
            return;
        }
        if (second < 0) return;
        add_strong(part_node(d, lines[first], ks[first], parts[first]),
                   part_node(d, lines[second], ks[second], parts[second]));
      };
      if (h < box_house(0)) {
        std::array<CellSet, 3> parts;
        for (int k = 0; k < 3; ++k) parts[k] = in_house & kHouseSets[box_house(box_of_line(h, k))];
        link_parts({h, h, h}, {0, 1, 2}, parts);
      } else {
        const int box = h - box_house(0);
        std::array<House, 3> rows, cols;
        std::array<CellSet, 3> row_parts, col_parts;
        for (int i = 0; i < 3; ++i) {
          rows[i] = row_house(box / 3 * 3 + i);
          cols[i] = col_house(box % 3 * 3 + i);
          row_parts[i] = in_house & kHouseSets[rows[i]];
          col_parts[i] = in_house & kHouseSets[cols[i]];
        }
        link_parts(rows, {box % 3, box % 3, box % 3}, row_parts);
        link_parts(cols, {box / 3, box / 3, box / 3}, col_parts);
        // A row's group and a column's group that share no cell and hold the
        // box's places between them (as HoDoKu links groups in a box).
        if (!crossing_groups) continue;
        for (int i = 0; i < 3; ++i)
          for (int j = 0; j < 3; ++j)
            if (row_parts[i].several() && col_parts[j].several() && (row_parts[i] & col_parts[j]).empty() &&
                (row_parts[i] | col_parts[j]) == in_house)
              add_strong(part_node(d, rows[i], box % 3, row_parts[i]), part_node(d, cols[j], box / 3, col_parts[j]));
      }
    }
  }
  for (Cell c : grid.empty_cells())
    if (const DigitSet ds = grid.candidates(c); ds.size() == 2)
      add_strong(candidate_node(c, ds.first()), candidate_node(c, (ds - DigitSet::single(ds.first())).first()));

  for (Cell c : grid.empty_cells())
    for (Digit d : grid.candidates(c))
      if (has_strong(candidate_node(c, d))) {
        linked_places_[d - 1].add(c);
        linked_digits_[c].add(d);
      }
  int linked = 0;
  for (Digit d = 1; d <= kDigits; ++d) {
    linked_group_begin_[d - 1] = linked;
    for (int g = group_begin_[d - 1]; g < group_begin_[d]; ++g)
      if (has_strong(kCandidateNodes + g)) linked_groups_[linked++] = static_cast<int16_t>(g);
  }
  linked_group_begin_[kDigits] = linked;
  if (als_cells >= 2) add_als_nodes(std::min(als_cells, kMaxChainAlsCells));
  if (!als_nodes_.empty()) add_forced_exits();
  // A group's or an ALS node's signature, once: a search asks at every link into it.
  signatures_.assign(static_cast<size_t>(size() - kCandidateNodes), 0);
  for (LinkNode n = kCandidateNodes; n < size(); ++n)
    for (Cell c : cells(n)) signatures_[n - kCandidateNodes] |= uint64_t{1} << (candidate_node(c, digit(n)) & 63);
}

int CandidateLinks::length(LinkNode from, LinkNode to) const {
  const bool from_als = is_als(from), to_als = is_als(to);
  if (!from_als && !to_als) return 1;
  const int set = 2 * (als_of(to_als ? to : from).digits.size() - 1);
  return from_als && to_als ? set : set + 2;
}

void CandidateLinks::add_forced_exits() {
  const int nodes = static_cast<int>(als_nodes_.size());
  forced_start_.assign(static_cast<size_t>(nodes) + 1, 0);
  std::vector<std::pair<uint16_t, uint16_t>> pairs;  // (candidate, ALS node)
  for (int set = 0; set + 1 < static_cast<int>(als_first_.size()); ++set) {
    const Als& als = als_sets_[static_cast<size_t>(set)];
    // The cells outside that see all the places of two digits of the set at
    // least, holding both (the others cannot lose all but one candidate).
    CellSet once, twice;
    for (Digit z : als.useful) {
      const CellSet seeing = als.sees[z - 1] & grid_.cells_with_candidate(z);
      twice |= once & seeing;
      once |= seeing;
    }
    for (int k = als_first_[set]; k < als_first_[set + 1]; ++k) {
      forced_start_[static_cast<size_t>(k)] = static_cast<int>(pairs.size());
      const Digit x = als_nodes_[static_cast<size_t>(k)].digit;
      for (Cell c : twice) {
        const DigitSet cands = grid_.candidates(c);
        if (cands.size() < 3) continue;
        DigitSet rest = cands;
        for (Digit z : cands& als.useful)
          if (z != x && als.sees[z - 1].has(c)) rest.remove(z);
        if (rest.size() == 1)
          pairs.push_back({static_cast<uint16_t>(candidate_node(c, rest.first())), static_cast<uint16_t>(k)});
      }
    }
  }
  forced_start_[static_cast<size_t>(nodes)] = static_cast<int>(pairs.size());
  forced_.resize(pairs.size());
  for (size_t i = 0; i < pairs.size(); ++i) forced_[i] = pairs[i].first;
  if (pairs.empty()) return;
  // The reverse lists, by candidate.
  forced_by_start_.assign(kCandidateNodes + 1, 0);
  for (const auto& [cand, node] : pairs) ++forced_by_start_[cand + 1u];
  for (int n = 0; n < kCandidateNodes; ++n) forced_by_start_[n + 1] += forced_by_start_[n];
  forced_by_.resize(pairs.size());
  std::vector<int> fill(forced_by_start_.begin(), forced_by_start_.end() - 1);
  for (const auto& [cand, node] : pairs) forced_by_[static_cast<size_t>(fill[cand]++)] = node;
  // A forced candidate has a strong link: weak links may lead to it.
  for (const auto& [cand, node] : pairs) {
    linked_places_[cand % kDigits].add(cand / kDigits);
    linked_digits_[cand / kDigits].add(cand % kDigits + 1);
  }
}

void CandidateLinks::add_als_nodes(int max_cells) {
  // A set whose digit no candidate outside sees in all its places cannot be
  // entered nor left by that digit: such digits get no node, and a set needs two.
  for (Als& a : collect_alses(grid_, max_cells, 2)) {
    if (a.useful.size() < 2) continue;
    if (static_cast<int>(als_nodes_.size()) + a.useful.size() > kMaxAlsNodes) break;
    const int set = static_cast<int>(als_sets_.size());
    als_first_.push_back(static_cast<int>(als_nodes_.size()));
    for (Digit d : a.useful) als_nodes_.push_back({d, set, a.places[d - 1]});
    als_sets_.push_back(a);
  }
  als_first_.push_back(static_cast<int>(als_nodes_.size()));
  if (als_nodes_.empty()) return;
  // The index: by digit and cell, the nodes whose places a candidate there sees.
  als_index_start_.assign(kDigits * kCells + 1, 0);
  auto listed = [&](const AlsNode& a) {
    return als_sets_[a.set].sees[a.digit - 1] & grid_.cells_with_candidate(a.digit);
  };
  for (const AlsNode& a : als_nodes_)
    for (Cell c : listed(a)) ++als_index_start_[(a.digit - 1) * kCells + c + 1];
  for (size_t k = 1; k < als_index_start_.size(); ++k) als_index_start_[k] += als_index_start_[k - 1];
  als_index_.resize(static_cast<size_t>(als_index_start_.back()));
  std::vector<int> fill(als_index_start_.begin(), als_index_start_.end() - 1);
  for (size_t k = 0; k < als_nodes_.size(); ++k)
    for (Cell c : listed(als_nodes_[k]))
      als_index_[static_cast<size_t>(fill[(als_nodes_[k].digit - 1) * kCells + c]++)] = static_cast<uint16_t>(k);
}

LinkNode CandidateLinks::part_node(Digit d, House line, int k, CellSet part) const {
  if (part.single()) return candidate_node(part.first(), d);
  return kCandidateNodes + group_index_[d - 1][line][k];
}

void CandidateLinks::add_strong(LinkNode a, LinkNode b) {
  for (int i = 0; i < strong_count_[a]; ++i)
    if (strong_[a][i] == b) return;
  if (strong_count_[a] < kMaxStrong) strong_[a][strong_count_[a]++] = static_cast<uint16_t>(b);
  if (strong_count_[b] < kMaxStrong) strong_[b][strong_count_[b]++] = static_cast<uint16_t>(a);
}

}  // namespace pencilmark
