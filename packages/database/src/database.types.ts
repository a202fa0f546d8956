
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  
  "public": {
          Tables: {
            "agent_application_documents": {
                  Row: {
                    "application_id": string,"byte_size": number,"checked_at": string | null,"content_type": string,"created_at": string,"government_id_type": string | null,"id": string,"kind": string,"review": string | null,"review_reason": string | null,"reviewed_at": string | null,"reviewed_by": string | null,"status": string,"storage_path": string,"upload_expires_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "application_id": string,"byte_size": number,"checked_at"?: string | null,"content_type": string,"created_at"?: string,"government_id_type"?: string | null,"id"?: string,"kind": string,"review"?: string | null,"review_reason"?: string | null,"reviewed_at"?: string | null,"reviewed_by"?: string | null,"status"?: string,"storage_path": string,"upload_expires_at": string
                  }
                  Update: {
                    "application_id"?: string,"byte_size"?: number,"checked_at"?: string | null,"content_type"?: string,"created_at"?: string,"government_id_type"?: string | null,"id"?: string,"kind"?: string,"review"?: string | null,"review_reason"?: string | null,"reviewed_at"?: string | null,"reviewed_by"?: string | null,"status"?: string,"storage_path"?: string,"upload_expires_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "agent_application_documents_application_id_fkey"
      columns: ["application_id"]
isOneToOne: false
      referencedRelation: "agent_applications"
      referencedColumns: ["id"]
    }
                  ]
                },"agent_applications": {
                  Row: {
                    "assignee": string | null,"awaiting_captcha": boolean,"barangay_code": string,"business_package": string,"business_registration_number": string | null,"city_code": string,"closed_at": string | null,"consent_at": string,"consent_notice_version": string,"created_at": string,"date_of_birth": string,"decided_at": string | null,"decision_minutes": number | null,"decline_note": string | null,"decline_reason": string | null,"email": string,"first_response_at": string | null,"full_name": string,"heard_from": string,"honeypot": string | null,"id": string,"language": string,"mobile": string,"province_code": string | null,"reference": string,"region_code": string,"response_minutes": number | null,"source": Json | null,"stage": string,"store_name": string,"store_type": string,"street": string,"tin": string | null,"unanswered_escalations": number,"updated_at": string,"waiting": boolean | null,"years_in_operation": number
                  }
                  ComputedFields: never
                  Insert: {
                    "assignee"?: string | null,"awaiting_captcha"?: boolean,"barangay_code": string,"business_package": string,"business_registration_number"?: string | null,"city_code": string,"closed_at"?: string | null,"consent_at"?: string,"consent_notice_version": string,"created_at"?: string,"date_of_birth": string,"decided_at"?: string | null,"decision_minutes"?: number | null,"decline_note"?: string | null,"decline_reason"?: string | null,"email": string,"first_response_at"?: string | null,"full_name": string,"heard_from": string,"honeypot"?: string | null,"id": string,"language": string,"mobile": string,"province_code"?: string | null,"reference": string,"region_code": string,"response_minutes"?: number | null,"source"?: Json | null,"stage"?: string,"store_name": string,"store_type": string,"street": string,"tin"?: string | null,"unanswered_escalations"?: number,"updated_at"?: string,"waiting"?: never,"years_in_operation": number
                  }
                  Update: {
                    "assignee"?: string | null,"awaiting_captcha"?: boolean,"barangay_code"?: string,"business_package"?: string,"business_registration_number"?: string | null,"city_code"?: string,"closed_at"?: string | null,"consent_at"?: string,"consent_notice_version"?: string,"created_at"?: string,"date_of_birth"?: string,"decided_at"?: string | null,"decision_minutes"?: number | null,"decline_note"?: string | null,"decline_reason"?: string | null,"email"?: string,"first_response_at"?: string | null,"full_name"?: string,"heard_from"?: string,"honeypot"?: string | null,"id"?: string,"language"?: string,"mobile"?: string,"province_code"?: string | null,"reference"?: string,"region_code"?: string,"response_minutes"?: number | null,"source"?: Json | null,"stage"?: string,"store_name"?: string,"store_type"?: string,"street"?: string,"tin"?: string | null,"unanswered_escalations"?: number,"updated_at"?: string,"waiting"?: never,"years_in_operation"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "agent_applications_assignee_fkey"
      columns: ["assignee"]
isOneToOne: false
      referencedRelation: "staff"
      referencedColumns: ["user_id"]
    }
                  ]
                },"appointments": {
                  Row: {
                    "agent_application_id": string | null,"awaiting_captcha": boolean,"company": string | null,"created_at": string,"duration": string,"email": string,"ends_at": string,"first_response_at": string | null,"honeypot": string | null,"id": string,"meeting_type": string,"meeting_url": string | null,"name": string,"notes": string | null,"phone": string | null,"place": string | null,"purpose": string,"response_minutes": number | null,"revision": number,"scheduled_at": string,"source": Json | null,"status": string,"topic": string,"unanswered_escalated_at": string | null,"updated_at": string,"visitor_time_zone": string | null,"waiting": boolean | null
                  }
                  ComputedFields: never
                  Insert: {
                    "agent_application_id"?: string | null,"awaiting_captcha"?: boolean,"company"?: string | null,"created_at"?: string,"duration"?: string,"email": string,"ends_at"?: string,"first_response_at"?: string | null,"honeypot"?: string | null,"id"?: string,"meeting_type"?: string,"meeting_url"?: string | null,"name": string,"notes"?: string | null,"phone"?: string | null,"place"?: string | null,"purpose"?: string,"response_minutes"?: number | null,"revision"?: number,"scheduled_at": string,"source"?: Json | null,"status"?: string,"topic"?: string,"unanswered_escalated_at"?: string | null,"updated_at"?: string,"visitor_time_zone"?: string | null,"waiting"?: never
                  }
                  Update: {
                    "agent_application_id"?: string | null,"awaiting_captcha"?: boolean,"company"?: string | null,"created_at"?: string,"duration"?: string,"email"?: string,"ends_at"?: string,"first_response_at"?: string | null,"honeypot"?: string | null,"id"?: string,"meeting_type"?: string,"meeting_url"?: string | null,"name"?: string,"notes"?: string | null,"phone"?: string | null,"place"?: string | null,"purpose"?: string,"response_minutes"?: number | null,"revision"?: number,"scheduled_at"?: string,"source"?: Json | null,"status"?: string,"topic"?: string,"unanswered_escalated_at"?: string | null,"updated_at"?: string,"visitor_time_zone"?: string | null,"waiting"?: never
                  }
                  Relationships: [
                    {
      foreignKeyName: "appointments_agent_application_id_fkey"
      columns: ["agent_application_id"]
isOneToOne: false
      referencedRelation: "agent_applications"
      referencedColumns: ["id"]
    }
                  ]
                },"audit_log": {
                  Row: {
                    "action": string,"actor_email": string,"actor_id": string | null,"after_status": string | null,"agent_application_id": string | null,"appointment_id": string | null,"before_status": string | null,"created_at": string,"details": NonNullable<Json>,"id": number,"inquiry_id": string | null,"mail_job_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "action": string,"actor_email": string,"actor_id"?: string | null,"after_status"?: string | null,"agent_application_id"?: string | null,"appointment_id"?: string | null,"before_status"?: string | null,"created_at"?: string,"details"?: NonNullable<Json>,"id"?: never,"inquiry_id"?: string | null,"mail_job_id"?: string | null
                  }
                  Update: {
                    "action"?: string,"actor_email"?: string,"actor_id"?: string | null,"after_status"?: string | null,"agent_application_id"?: string | null,"appointment_id"?: string | null,"before_status"?: string | null,"created_at"?: string,"details"?: NonNullable<Json>,"id"?: never,"inquiry_id"?: string | null,"mail_job_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "audit_log_agent_application_id_fkey"
      columns: ["agent_application_id"]
isOneToOne: false
      referencedRelation: "agent_applications"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "audit_log_appointment_id_fkey"
      columns: ["appointment_id"]
isOneToOne: false
      referencedRelation: "appointments"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "audit_log_inquiry_id_fkey"
      columns: ["inquiry_id"]
isOneToOne: false
      referencedRelation: "inquiries"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "audit_log_mail_job_id_fkey"
      columns: ["mail_job_id"]
isOneToOne: false
      referencedRelation: "mail_jobs"
      referencedColumns: ["id"]
    }
                  ]
                },"closures": {
                  Row: {
                    "created_at": string,"created_by": string | null,"day": string,"estimated": boolean,"kind": string,"reason": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"created_by"?: string | null,"day": string,"estimated"?: boolean,"kind": string,"reason": string
                  }
                  Update: {
                    "created_at"?: string,"created_by"?: string | null,"day"?: string,"estimated"?: boolean,"kind"?: string,"reason"?: string
                  }
                  Relationships: [
                    
                  ]
                },"inquiries": {
                  Row: {
                    "assignee": string | null,"awaiting_captcha": boolean,"company": string | null,"consent_at": string | null,"consent_form": string | null,"consent_notice_version": string | null,"consent_withdrawn_at": string | null,"created_at": string,"details": NonNullable<Json>,"email": string,"first_response_at": string | null,"honeypot": string | null,"id": string,"kind": string,"name": string,"phone": string,"response_minutes": number | null,"source": Json | null,"status": string,"subscribe": boolean,"unanswered_escalated_at": string | null,"updated_at": string,"waiting": boolean | null
                  }
                  ComputedFields: never
                  Insert: {
                    "assignee"?: string | null,"awaiting_captcha"?: boolean,"company"?: string | null,"consent_at"?: string | null,"consent_form"?: string | null,"consent_notice_version"?: string | null,"consent_withdrawn_at"?: string | null,"created_at"?: string,"details"?: NonNullable<Json>,"email": string,"first_response_at"?: string | null,"honeypot"?: string | null,"id": string,"kind": string,"name": string,"phone": string,"response_minutes"?: number | null,"source"?: Json | null,"status"?: string,"subscribe"?: boolean,"unanswered_escalated_at"?: string | null,"updated_at"?: string,"waiting"?: never
                  }
                  Update: {
                    "assignee"?: string | null,"awaiting_captcha"?: boolean,"company"?: string | null,"consent_at"?: string | null,"consent_form"?: string | null,"consent_notice_version"?: string | null,"consent_withdrawn_at"?: string | null,"created_at"?: string,"details"?: NonNullable<Json>,"email"?: string,"first_response_at"?: string | null,"honeypot"?: string | null,"id"?: string,"kind"?: string,"name"?: string,"phone"?: string,"response_minutes"?: number | null,"source"?: Json | null,"status"?: string,"subscribe"?: boolean,"unanswered_escalated_at"?: string | null,"updated_at"?: string,"waiting"?: never
                  }
                  Relationships: [
                    {
      foreignKeyName: "inquiries_assignee_fkey"
      columns: ["assignee"]
isOneToOne: false
      referencedRelation: "staff"
      referencedColumns: ["user_id"]
    }
                  ]
                },"internal_notes": {
                  Row: {
                    "agent_application_id": string | null,"appointment_id": string | null,"author_email": string,"author_id": string | null,"body": string,"created_at": string,"id": string,"inquiry_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "agent_application_id"?: string | null,"appointment_id"?: string | null,"author_email": string,"author_id"?: string | null,"body": string,"created_at"?: string,"id"?: string,"inquiry_id"?: string | null
                  }
                  Update: {
                    "agent_application_id"?: string | null,"appointment_id"?: string | null,"author_email"?: string,"author_id"?: string | null,"body"?: string,"created_at"?: string,"id"?: string,"inquiry_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "internal_notes_agent_application_id_fkey"
      columns: ["agent_application_id"]
isOneToOne: false
      referencedRelation: "agent_applications"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "internal_notes_appointment_id_fkey"
      columns: ["appointment_id"]
isOneToOne: false
      referencedRelation: "appointments"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "internal_notes_inquiry_id_fkey"
      columns: ["inquiry_id"]
isOneToOne: false
      referencedRelation: "inquiries"
      referencedColumns: ["id"]
    }
                  ]
                },"mail_jobs": {
                  Row: {
                    "agent_application_id": string | null,"agent_document_id": string | null,"appointment_id": string | null,"appointment_revision": number | null,"attempts": number,"cancelled_meeting_id": string | null,"created_at": string,"first_attempt_at": string | null,"id": string,"inquiry_id": string | null,"last_error": string | null,"lease_expires_at": string | null,"max_attempts": number,"next_attempt_at": string,"provider_message_id": string | null,"recipient": string,"sent_at": string | null,"status": string,"template": string
                  }
                  ComputedFields: never
                  Insert: {
                    "agent_application_id"?: string | null,"agent_document_id"?: string | null,"appointment_id"?: string | null,"appointment_revision"?: number | null,"attempts"?: number,"cancelled_meeting_id"?: string | null,"created_at"?: string,"first_attempt_at"?: string | null,"id"?: string,"inquiry_id"?: string | null,"last_error"?: string | null,"lease_expires_at"?: string | null,"max_attempts"?: number,"next_attempt_at"?: string,"provider_message_id"?: string | null,"recipient": string,"sent_at"?: string | null,"status"?: string,"template": string
                  }
                  Update: {
                    "agent_application_id"?: string | null,"agent_document_id"?: string | null,"appointment_id"?: string | null,"appointment_revision"?: number | null,"attempts"?: number,"cancelled_meeting_id"?: string | null,"created_at"?: string,"first_attempt_at"?: string | null,"id"?: string,"inquiry_id"?: string | null,"last_error"?: string | null,"lease_expires_at"?: string | null,"max_attempts"?: number,"next_attempt_at"?: string,"provider_message_id"?: string | null,"recipient"?: string,"sent_at"?: string | null,"status"?: string,"template"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "mail_jobs_agent_application_id_fkey"
      columns: ["agent_application_id"]
isOneToOne: false
      referencedRelation: "agent_applications"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "mail_jobs_agent_document_id_fkey"
      columns: ["agent_document_id"]
isOneToOne: false
      referencedRelation: "agent_application_documents"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "mail_jobs_appointment_id_fkey"
      columns: ["appointment_id"]
isOneToOne: false
      referencedRelation: "appointments"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "mail_jobs_cancelled_meeting_id_fkey"
      columns: ["cancelled_meeting_id"]
isOneToOne: false
      referencedRelation: "appointments"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "mail_jobs_inquiry_id_fkey"
      columns: ["inquiry_id"]
isOneToOne: false
      referencedRelation: "inquiries"
      referencedColumns: ["id"]
    }
                  ]
                },"staff": {
                  Row: {
                    "created_at": string,"email": string,"role": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"email": string,"role": string,"user_id": string
                  }
                  Update: {
                    "created_at"?: string,"email"?: string,"role"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                }
          }
          Views: {
            [_ in never]: never
          }
          Functions: {
            "add_staff_member":
{ Args: { "p_email": string,"p_role": string }; Returns: string
                           },
"agent_document_for_check":
{ Args: { "p_document_id": string,"p_token": string }; Returns: Json
                           },
"authorize_agent_document_upload":
{ Args: { "p_byte_size": number,"p_content_type": string,"p_government_id_type"?: string,"p_kind": string,"p_token": string }; Returns: Json
                           },
"business_minutes":
{ Args: { "p_from": string,"p_to": string }; Returns: number
                           },
"calendar_feed_bookings":
{ Args: { "p_token": string }; Returns: {
              "call_phone": string,"duration": string,"ends_at": string,"id": string,"meeting_type": string,"meeting_url": string,"name": string,"place": string,"purpose": string,"revision": number,"scheduled_at": string,"status": string,"topic": string,"updated_at": string
            }[]
                           },
"claim_mail_jobs":
{ Args: { "p_appointment_id"?: string,"p_lease_seconds": number,"p_limit": number }; Returns: {
              "agent_application": Json,"appointment": Json,"appointment_revision": number,"attempts": number,"first_attempt_at": string,"id": string,"inquiry": Json,"manage_token": string,"max_attempts": number,"recipient": string,"template": string
            }[]
                           },
"claim_storage_deletions":
{ Args: { "p_lease_seconds": number,"p_limit": number }; Returns: {
              "bucket_id": string,"id": number,"object_name": string
            }[]
                           },
"complete_mail_job":
{ Args: { "p_id": string,"p_provider_message_id": string }; Returns: boolean
                           },
"configure_captcha":
{ Args: { "p_required": boolean }; Returns: undefined
                           },
"configure_chat_alerts":
{ Args: { "p_enabled": boolean }; Returns: undefined
                           },
"configure_mail_worker":
{ Args: { "p_secret": string }; Returns: undefined
                           },
"configure_meetings":
{ Args: { "p_url_template": string }; Returns: undefined
                           },
"configure_platform":
{ Args: { "p_allowed_origins": string,"p_functions_url": string }; Returns: undefined
                           },
"data_subject_erase":
{ Args: { "p_email": string }; Returns: Json
                           },
"data_subject_export":
{ Args: { "p_email": string }; Returns: Json
                           },
"fail_mail_job":
{ Args: { "p_error": string,"p_id": string,"p_retry_at": string }; Returns: string
                           },
"get_agent_application_status":
{ Args: { "p_token": string }; Returns: Json
                           },
"get_busy_ranges":
{ Args: { "p_from": string,"p_to": string }; Returns: {
              "ends_at": string,"starts_at": string
            }[]
                           },
"get_closed_days":
{ Args: { "p_from": string,"p_to": string }; Returns: {
              "day": string,"reason": string
            }[]
                           },
"lead_age_minutes":
{ Args: { "p_created_at": string,"p_first_response_at": string,"p_status": string }; Returns: number
                           },
"lead_is_waiting":
{ Args: { "p_first_response_at": string,"p_status": string }; Returns: boolean
                           },
"record_agent_document_check":
{ Args: { "p_detected_type": string,"p_document_id": string }; Returns: string
                           },
"record_page_vitals":
{ Args: { "": string }; Returns: undefined
                           },
"release_held_agent_application":
{ Args: { "p_application_id": string }; Returns: number
                           },
"release_held_mail_jobs":
{ Args: { "p_appointment_id"?: string,"p_inquiry_id"?: string }; Returns: number
                           },
"remove_staff_member":
{ Args: { "p_email": string }; Returns: string
                           },
"settle_storage_deletions":
{ Args: { "p_ids": (number)[] }; Returns: number
                           },
"skip_mail_job":
{ Args: { "p_id": string,"p_reason": string }; Returns: boolean
                           },
"staff_add_agent_application_note":
{ Args: { "p_body": string,"p_id": string }; Returns: {
              "agent_application_id": string | null,
"appointment_id": string | null,
"author_email": string,
"author_id": string | null,
"body": string,
"created_at": string,
"id": string,
"inquiry_id": string | null
            }
                          SetofOptions: {
        from: "*"
        to: "internal_notes"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_add_closure":
{ Args: { "p_day": string,"p_estimated"?: boolean,"p_kind"?: string,"p_reason": string }; Returns: {
              "created_at": string,
"created_by": string | null,
"day": string,
"estimated": boolean,
"kind": string,
"reason": string
            }
                          SetofOptions: {
        from: "*"
        to: "closures"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_add_note":
{ Args: { "p_appointment_id"?: string,"p_body": string,"p_inquiry_id"?: string }; Returns: {
              "agent_application_id": string | null,
"appointment_id": string | null,
"author_email": string,
"author_id": string | null,
"body": string,
"created_at": string,
"id": string,
"inquiry_id": string | null
            }
                          SetofOptions: {
        from: "*"
        to: "internal_notes"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_agent_application_duplicates":
{ Args: { "p_id": string }; Returns: {
              "created_at": string,"id": string,"kind": string,"reasons": (string)[],"status": string,"subject": string
            }[]
                           },
"staff_agent_dashboard":
{ Args: { "p_from": string,"p_to": string }; Returns: Json
                           },
"staff_assign_agent_application":
{ Args: { "p_assignee": string,"p_id": string }; Returns: {
              "assignee": string | null,
"awaiting_captcha": boolean,
"barangay_code": string,
"business_package": string,
"business_registration_number": string | null,
"city_code": string,
"closed_at": string | null,
"consent_at": string,
"consent_notice_version": string,
"created_at": string,
"date_of_birth": string,
"decided_at": string | null,
"decision_minutes": number | null,
"decline_note": string | null,
"decline_reason": string | null,
"email": string,
"first_response_at": string | null,
"full_name": string,
"heard_from": string,
"honeypot": string | null,
"id": string,
"language": string,
"mobile": string,
"province_code": string | null,
"reference": string,
"region_code": string,
"response_minutes": number | null,
"source": Json | null,
"stage": string,
"store_name": string,
"store_type": string,
"street": string,
"tin": string | null,
"unanswered_escalations": number,
"updated_at": string,
"waiting": boolean | null,
"years_in_operation": number
            }
                          SetofOptions: {
        from: "*"
        to: "agent_applications"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_assign_inquiry":
{ Args: { "p_assignee": string,"p_id": string }; Returns: {
              "assignee": string | null,
"awaiting_captcha": boolean,
"company": string | null,
"consent_at": string | null,
"consent_form": string | null,
"consent_notice_version": string | null,
"consent_withdrawn_at": string | null,
"created_at": string,
"details": NonNullable<Json>,
"email": string,
"first_response_at": string | null,
"honeypot": string | null,
"id": string,
"kind": string,
"name": string,
"phone": string,
"response_minutes": number | null,
"source": Json | null,
"status": string,
"subscribe": boolean,
"unanswered_escalated_at": string | null,
"updated_at": string,
"waiting": boolean | null
            }
                          SetofOptions: {
        from: "*"
        to: "inquiries"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_book_agent_meeting":
{ Args: { "p_application_id": string,"p_area"?: string,"p_duration"?: string,"p_meeting_type": string,"p_purpose": string,"p_scheduled_at": string }; Returns: {
              "agent_application_id": string | null,
"awaiting_captcha": boolean,
"company": string | null,
"created_at": string,
"duration": string,
"email": string,
"ends_at": string,
"first_response_at": string | null,
"honeypot": string | null,
"id": string,
"meeting_type": string,
"meeting_url": string | null,
"name": string,
"notes": string | null,
"phone": string | null,
"place": string | null,
"purpose": string,
"response_minutes": number | null,
"revision": number,
"scheduled_at": string,
"source": Json | null,
"status": string,
"topic": string,
"unanswered_escalated_at": string | null,
"updated_at": string,
"visitor_time_zone": string | null,
"waiting": boolean | null
            }
                          SetofOptions: {
        from: "*"
        to: "appointments"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_bookings_needing_outcome":
{ Args: Record<PropertyKey, never>; Returns: {
              "company": string,"ends_at": string,"id": string,"meeting_type": string,"name": string,"scheduled_at": string,"topic": string
            }[]
                           },
"staff_calendar_feed":
{ Args: Record<PropertyKey, never>; Returns: string
                           },
"staff_close_as_spam":
{ Args: { "p_appointment_id"?: string,"p_inquiry_id"?: string }; Returns: string
                           },
"staff_close_matching_as_spam":
{ Args: { "p_from"?: string,"p_kind"?: string,"p_search"?: string,"p_status"?: string,"p_to"?: string }; Returns: number
                           },
"staff_closed_day_bookings":
{ Args: Record<PropertyKey, never>; Returns: {
              "company": string,"day": string,"ends_at": string,"id": string,"name": string,"reason": string,"scheduled_at": string,"status": string,"topic": string
            }[]
                           },
"staff_closures":
{ Args: { "p_from": string,"p_to"?: string }; Returns: {
              "created_at": string,
"created_by": string | null,
"day": string,
"estimated": boolean,
"kind": string,
"reason": string
            }[]
                          SetofOptions: {
        from: "*"
        to: "closures"
        isOneToOne: false
        isSetofReturn: true
      } },
"staff_create_calendar_feed":
{ Args: Record<PropertyKey, never>; Returns: string
                           },
"staff_lead_dashboard":
{ Args: { "p_from": string,"p_to": string }; Returns: Json
                           },
"staff_list_agent_applications":
{ Args: { "p_assignee"?: string,"p_business_package"?: string,"p_min_age_minutes"?: number,"p_page"?: number,"p_page_size"?: number,"p_province_code"?: string,"p_search"?: string,"p_stage"?: string }; Returns: {
              "age_minutes": number,"assignee": string,"barangay_code": string,"business_package": string,"city_code": string,"created_at": string,"email": string,"first_response_at": string,"full_name": string,"id": string,"mobile": string,"province_code": string,"reference": string,"region_code": string,"stage": string,"store_name": string,"store_type": string,"total_count": number,"waiting": boolean
            }[]
                           },
"staff_list_leads":
{ Args: { "p_from"?: string,"p_kind"?: string,"p_page"?: number,"p_page_size"?: number,"p_search"?: string,"p_sort"?: string,"p_status"?: string,"p_to"?: string }; Returns: {
              "age_minutes": number,"company": string,"created_at": string,"email": string,"first_response_at": string,"id": string,"kind": string,"name": string,"occurs_at": string,"source": Json,"status": string,"subject": string,"total_count": number,"waiting": boolean
            }[]
                           },
"staff_members":
{ Args: Record<PropertyKey, never>; Returns: {
              "email": string,"role": string,"user_id": string
            }[]
                           },
"staff_move_agent_application":
{ Args: { "p_decline_note"?: string,"p_decline_reason"?: string,"p_id": string,"p_stage": string }; Returns: {
              "assignee": string | null,
"awaiting_captcha": boolean,
"barangay_code": string,
"business_package": string,
"business_registration_number": string | null,
"city_code": string,
"closed_at": string | null,
"consent_at": string,
"consent_notice_version": string,
"created_at": string,
"date_of_birth": string,
"decided_at": string | null,
"decision_minutes": number | null,
"decline_note": string | null,
"decline_reason": string | null,
"email": string,
"first_response_at": string | null,
"full_name": string,
"heard_from": string,
"honeypot": string | null,
"id": string,
"language": string,
"mobile": string,
"province_code": string | null,
"reference": string,
"region_code": string,
"response_minutes": number | null,
"source": Json | null,
"stage": string,
"store_name": string,
"store_type": string,
"street": string,
"tin": string | null,
"unanswered_escalations": number,
"updated_at": string,
"waiting": boolean | null,
"years_in_operation": number
            }
                          SetofOptions: {
        from: "*"
        to: "agent_applications"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_page_vitals":
{ Args: { "p_from": string,"p_to": string }; Returns: {
              "device": string,"good_share": number,"metric": string,"p75": number,"path": string,"views": number
            }[]
                           },
"staff_person_leads":
{ Args: { "p_application_id"?: string,"p_appointment_id"?: string,"p_inquiry_id"?: string }; Returns: {
              "created_at": string,"id": string,"kind": string,"occurs_at": string,"status": string,"subject": string
            }[]
                           },
"staff_record_agent_reply":
{ Args: { "p_id": string }; Returns: string
                           },
"staff_record_reply":
{ Args: { "p_appointment_id"?: string,"p_inquiry_id"?: string }; Returns: string
                           },
"staff_remove_closure":
{ Args: { "p_day": string }; Returns: {
              "created_at": string,
"created_by": string | null,
"day": string,
"estimated": boolean,
"kind": string,
"reason": string
            }
                          SetofOptions: {
        from: "*"
        to: "closures"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_reschedule_appointment":
{ Args: { "p_duration"?: string,"p_id": string,"p_scheduled_at": string }; Returns: {
              "agent_application_id": string | null,
"awaiting_captcha": boolean,
"company": string | null,
"created_at": string,
"duration": string,
"email": string,
"ends_at": string,
"first_response_at": string | null,
"honeypot": string | null,
"id": string,
"meeting_type": string,
"meeting_url": string | null,
"name": string,
"notes": string | null,
"phone": string | null,
"place": string | null,
"purpose": string,
"response_minutes": number | null,
"revision": number,
"scheduled_at": string,
"source": Json | null,
"status": string,
"topic": string,
"unanswered_escalated_at": string | null,
"updated_at": string,
"visitor_time_zone": string | null,
"waiting": boolean | null
            }
                          SetofOptions: {
        from: "*"
        to: "appointments"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_retry_mail_job":
{ Args: { "p_id": string }; Returns: {
              "agent_application_id": string | null,
"agent_document_id": string | null,
"appointment_id": string | null,
"appointment_revision": number | null,
"attempts": number,
"cancelled_meeting_id": string | null,
"created_at": string,
"first_attempt_at": string | null,
"id": string,
"inquiry_id": string | null,
"last_error": string | null,
"lease_expires_at": string | null,
"max_attempts": number,
"next_attempt_at": string,
"provider_message_id": string | null,
"recipient": string,
"sent_at": string | null,
"status": string,
"template": string
            }
                          SetofOptions: {
        from: "*"
        to: "mail_jobs"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_review_agent_document":
{ Args: { "p_document_id": string,"p_reason"?: string,"p_review": string }; Returns: {
              "application_id": string,
"byte_size": number,
"checked_at": string | null,
"content_type": string,
"created_at": string,
"government_id_type": string | null,
"id": string,
"kind": string,
"review": string | null,
"review_reason": string | null,
"reviewed_at": string | null,
"reviewed_by": string | null,
"status": string,
"storage_path": string,
"upload_expires_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "agent_application_documents"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_revoke_calendar_feed":
{ Args: Record<PropertyKey, never>; Returns: boolean
                           },
"staff_set_appointment_status":
{ Args: { "p_id": string,"p_status": string }; Returns: {
              "agent_application_id": string | null,
"awaiting_captcha": boolean,
"company": string | null,
"created_at": string,
"duration": string,
"email": string,
"ends_at": string,
"first_response_at": string | null,
"honeypot": string | null,
"id": string,
"meeting_type": string,
"meeting_url": string | null,
"name": string,
"notes": string | null,
"phone": string | null,
"place": string | null,
"purpose": string,
"response_minutes": number | null,
"revision": number,
"scheduled_at": string,
"source": Json | null,
"status": string,
"topic": string,
"unanswered_escalated_at": string | null,
"updated_at": string,
"visitor_time_zone": string | null,
"waiting": boolean | null
            }
                          SetofOptions: {
        from: "*"
        to: "appointments"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_set_inquiry_status":
{ Args: { "p_id": string,"p_status": string }; Returns: {
              "assignee": string | null,
"awaiting_captcha": boolean,
"company": string | null,
"consent_at": string | null,
"consent_form": string | null,
"consent_notice_version": string | null,
"consent_withdrawn_at": string | null,
"created_at": string,
"details": NonNullable<Json>,
"email": string,
"first_response_at": string | null,
"honeypot": string | null,
"id": string,
"kind": string,
"name": string,
"phone": string,
"response_minutes": number | null,
"source": Json | null,
"status": string,
"subscribe": boolean,
"unanswered_escalated_at": string | null,
"updated_at": string,
"waiting": boolean | null
            }
                          SetofOptions: {
        from: "*"
        to: "inquiries"
        isOneToOne: true
        isSetofReturn: false
      } },
"staff_show_rate":
{ Args: { "p_from": string,"p_to": string }; Returns: {
              "completed": number,"no_show": number,"show_rate": number
            }[]
                           },
"staff_view_agent_document":
{ Args: { "p_document_id": string }; Returns: Json
                           },
"staff_week_agenda":
{ Args: { "p_week_start": string }; Returns: {
              "company": string,"duration": string,"ends_at": string,"id": string,"name": string,"scheduled_at": string,"status": string,"topic": string
            }[]
                           },
"submit_agent_application":
{ Args: { "p_barangay_code": string,"p_business_package": string,"p_business_registration_number"?: string,"p_city_code": string,"p_consent_notice_version": string,"p_date_of_birth": string,"p_email": string,"p_full_name": string,"p_heard_from": string,"p_honeypot"?: string,"p_id": string,"p_language": string,"p_mobile": string,"p_province_code"?: string,"p_region_code": string,"p_source"?: Json,"p_store_name": string,"p_store_type": string,"p_street": string,"p_tin"?: string,"p_years_in_operation": number }; Returns: Json
                           },
"unsubscribe":
{ Args: { "p_token": string }; Returns: undefined
                           },
"visitor_cancel_booking":
{ Args: { "p_token": string }; Returns: undefined
                           },
"visitor_get_booking":
{ Args: { "p_token": string }; Returns: {
              "change_deadline": string,"duration": string,"ends_at": string,"meeting_type": string,"meeting_url": string,"phone_last_digits": string,"scheduled_at": string,"status": string
            }[]
                           },
"visitor_reschedule_booking":
{ Args: { "p_scheduled_at": string,"p_token": string }; Returns: string
                           }
          }
          Enums: {
            [_ in never]: never
          }
          CompositeTypes: {
            [_ in never]: never
          }
        }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Insert: infer I
    }
    ? I
    : never
  : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Update: infer U
    }
    ? U
    : never
  : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
  ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
  : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never

export const Constants = {
  "public": {
          Enums: {
            
          }
        }
} as const
