import { describe, expect, it } from "vitest";
import { clusterColour } from "./cluster-colour.ts";

describe("clusterColour (spec)", () => {
  it("with a low mean, 10 is blue and 11 is red", () => {
    expect(clusterColour(10, [10, 2, 3])).toBe("blue");
    expect(clusterColour(11, [11, 2, 3])).toBe("red");
  });

  it("with a mean above 10, only clusters above the mean are red", () => {
    const counts = [30, 12, 15]; // mean 19
    expect(clusterColour(30, counts)).toBe("red");
    expect(clusterColour(15, counts)).toBe("blue");
    expect(clusterColour(19, [19, 19])).toBe("blue");
    expect(clusterColour(20, [20, 18])).toBe("red"); // mean 19
    expect(clusterColour(18, [20, 18])).toBe("blue");
  });
});
