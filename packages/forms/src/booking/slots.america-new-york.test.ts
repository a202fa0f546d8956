process.env.TZ = "America/New_York";

const { slotBehaviourSuite } = await import("../../test/slots-behaviour");

slotBehaviourSuite("America/New_York");
