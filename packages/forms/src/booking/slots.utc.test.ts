process.env.TZ = "UTC";

const { slotBehaviourSuite } = await import("./slots-behaviour");

slotBehaviourSuite("UTC");
