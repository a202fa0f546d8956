/*
 * Vitest 5's reporter groups failed attempts with Map.groupBy (Node >= 21). On Node 20, which the repo
 * supports, a failing test crashed the reporter before the JSON report was written, so CI could read a stale
 * report. Importing this module from a Vitest config installs the method where it is missing.
 */
if (!("groupBy" in Map)) {
  Object.defineProperty(Map, "groupBy", {
    value(items, keyOf) {
      const groups = new Map();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index);
        index += 1;
        const group = groups.get(key);
        if (group === undefined) {
          groups.set(key, [item]);
        } else {
          group.push(item);
        }
      }
      return groups;
    },
    configurable: true,
    writable: true,
  });
}
