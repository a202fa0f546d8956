process.env.TZ = "UTC";

const { slotBehaviourSuite } = await import("../../test/slots-behaviour");

slotBehaviourSuite("UTC");
