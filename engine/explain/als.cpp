// Words for the almost locked set steps (logic/techniques/als.cpp).
#include "explain/words.hpp"

namespace pencilmark {

void explain_als(Step& step, const Grid&) { set_words(step, "ALS.", "", ""); }

}  // namespace pencilmark
