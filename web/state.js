// The page's one state object: the facts its parts share (the game's id and
// solution, paused, typing givens, the engines). Each part sets what it owns
// and subscribes to what it shows, so no part calls another to say a fact changed.
export class State {
  #listeners = new Set();

  constructor(values) { Object.assign(this, values); }

  /** Sets some values; every subscriber then hears the names of those that changed. */
  set(values) {
    const changed = Object.keys(values).filter((name) => this[name] !== values[name]);
    Object.assign(this, values);
    if (changed.length) for (const listener of this.#listeners) listener(changed);
  }

  /** listener(names) after each set that changed something; returns the unsubscribe. */
  subscribe(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
