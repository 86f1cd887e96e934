// Zod for the forms, without the parsers it compiles with `new Function`: the site's
// Content-Security-Policy forbids eval, and even Zod's probe for it is reported as a violation.
import { z } from "zod";

z.config({ jitless: true });

export { z };
