import { describe, expect, it } from "vitest";
import { mapsServiceName } from "./maps-service.ts";

describe("mapsServiceName", () => {
  it("names the common maps services and falls back to the host", () => {
    expect(mapsServiceName("https://www.google.com/maps/search/?api=1&query=11.55,104.92")).toBe("Google Maps");
    expect(mapsServiceName("https://maps.app.goo.gl/abc")).toBe("Google Maps");
    expect(mapsServiceName("https://www.openstreetmap.org/#map=16/11.55/104.92")).toBe("OpenStreetMap");
    expect(mapsServiceName("https://maps.apple.com/?ll=11.55,104.92")).toBe("Apple Maps");
    expect(mapsServiceName("https://maps.example.com/x")).toBe("maps.example.com");
    expect(mapsServiceName("not a url")).toBe("Map");
  });
});
