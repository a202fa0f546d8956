process.env.TZ = "America/New_York";

const { slotBehaviourSuite } = await import("./slots-behaviour");

slotBehaviourSuite("America/New_York");
