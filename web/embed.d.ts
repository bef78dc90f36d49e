/**
 * <pencilmark-board>: a live Sudoku board in a shadow root. Importing this module
 * defines the element. Attributes:
 *  - puzzle: any format the engine reads (81 characters, a printed grid, 729 pencil marks)
 *  - mode: 'play' (default; a digit pad and a pencil-marks toggle for touch) | 'hints' | 'replay' |
 *    'puzzle' (the position before a step, for the reader to find it; hints in stages when asked) | 'static'
 *  - step: start a replay or a puzzle at step N (1-based)
 *  - technique: start at the first step of that technique, e.g. 'x-wing'
 *  - techniques: the solver's technique set for the replay and hints: 'all' (default),
 *    'zambon' (the seeds' strategies), or keys separated by commas ('-key' leaves one out)
 *  - theme: 'light' | 'dark' | 'auto' (default)
 *  - size: a CSS width ('360px', '24rem', '100%') or a number of pixels
 *  - lang: the board's language tag ('en', 'pt-BR')
 * A bad attribute shows a readable message inside the board.
 */
export declare class PencilmarkBoard extends HTMLElement {}

declare global {
  interface HTMLElementTagNameMap {
    'pencilmark-board': PencilmarkBoard;
  }
}
