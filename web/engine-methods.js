// The engine's calls, the one list the client, the worker and the tests read:
// the solver alone (a tenth of the engine's bytes) answers SOLVER_METHODS, the
// whole engine those and the rest. engine.js defines them; a test checks that
// createSolver(), createEngine() and createWorkerEngine() have exactly these.
export const SOLVER_METHODS = Object.freeze(['solve', 'findSolution', 'countSolutions', 'format']);
export const ENGINE_METHODS = Object.freeze([...SOLVER_METHODS, 'grade', 'rate', 'steps', 'nextStep', 'find', 'techniques', 'generate', 'daily', 'readImage', 'loadLanguage']);
// Answered by the photo reader's module alone (createReader), loaded on the first picture.
export const READER_METHODS = Object.freeze(['readImage']);
